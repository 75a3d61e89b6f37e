// Text helpers shared by the fetchers: the card title taken from a caption, and tidy caption text.

export const TITLE_MAX_LENGTH = 120;

/** The caption's first non-empty line, cut at a word near 120 characters; null without a caption. */
export function titleFromCaption(caption: string | null): string | null {
  const firstLine = caption
    ?.split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (!firstLine) return null;
  const characters = Array.from(firstLine);
  if (characters.length <= TITLE_MAX_LENGTH) return firstLine;
  // Cut by code points so an emoji is never split in half, then back to the last word break.
  const cut = characters.slice(0, TITLE_MAX_LENGTH - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > TITLE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}…`;
}

/** Trimmed text, or null when nothing is left. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\r\n/g, '\n').trim();
  return trimmed ? trimmed : null;
}

/** Joins the textual parts of a post (caption, alt texts, a quoted post) into one searchable text. */
export function joinText(parts: ReadonlyArray<string | null | undefined>): string | null {
  const kept = parts.map((part) => textOrNull(part)).filter((part): part is string => part !== null);
  return kept.length > 0 ? [...new Set(kept)].join('\n\n') : null;
}

const BASIC_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Decodes the few entities JSON APIs leave in text (X escapes &, < and >). */
export function decodeBasicEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (match, name: string) => BASIC_ENTITIES[name] ?? match);
}

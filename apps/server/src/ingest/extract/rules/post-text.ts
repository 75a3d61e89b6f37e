// Builds the one text the rules read from a post: its title, caption and full text, each kept once
// (fetchers often repeat the caption as the title or inside the full text), with platform wrappers
// such as Instagram's '12K likes, 40 comments - user on May 2, 2025: "caption"' removed.
import type { ExtractionInput } from '../extraction';

/** Instagram's og:description and og:title wrap the caption in counts, author and quotes. */
const INSTAGRAM_WRAPPERS = [
  /^[\d.,]+[KkMm]?\s+likes?,\s*[\d.,]+[KkMm]?\s+comments?\s+-\s+[^\n]{1,80}?\s+on\s+[^\n:]{3,40}:\s*["“]([\s\S]*)["”]\s*\.?$/,
  /^[^\n]{1,80}?\s+on\s+[^\n:]{3,40}:\s*["“]([\s\S]*)["”]\s*\.?$/,
  /^[^\n]{1,80}?\s+on Instagram:\s*["“]([\s\S]*)["”]\s*$/,
];

function unwrap(part: string): string {
  for (const wrapper of INSTAGRAM_WRAPPERS) {
    const match = wrapper.exec(part);
    if (match?.[1]) return match[1].trim();
  }
  return part;
}

/**
 * The most of a post the rules read. Captions are at most a few thousand characters; a longer full
 * text (an article behind a link) would only cost time, and its first part is where places are.
 */
export const MAX_TEXT_LENGTH = 10_000;
/** The most of each part that is normalised: room for the spaces and invisible marks it drops. */
const RAW_READ_LENGTH = 2 * MAX_TEXT_LENGTH;

/** Unicode forms, line endings and invisible spaces vary by platform; the rules expect one shape. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    // Styled letters ('𝙎𝙥𝙤𝙧𝙩𝙥𝙡𝙖𝙩𝙯', '𝐁𝐎𝐋𝐃', and the older 'ℙear' of the letterlike block) are
    // plain letters in a font: read as the letters they are.
    .replace(/[\u{1D400}-\u{1D7FF}]|(?=\p{L})[\u2100-\u214F]/gu, (letter) => letter.normalize('NFKC'))
    .replace(/\r\n?/g, '\n')
    // The braille blank ('⠀') is how Instagram captions keep an empty line: a space.
    .replace(/[\u00A0\u2007\u202F\u3000\u2800]/g, ' ')
    .replace(/[\u200B\u200C\u2060\uFEFF]/g, '')
    // Long runs of spaces say nothing and make later patterns slow; lines lose their trailing spaces.
    .replace(/[ \t]{3,}/g, '  ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const comparable = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function postText(input: Pick<ExtractionInput, 'title' | 'caption' | 'fullText'>): string {
  const kept: string[] = [];
  for (const raw of [input.title, input.caption, input.fullText]) {
    if (!raw) continue;
    const part = unwrap(normaliseText(raw.slice(0, RAW_READ_LENGTH)));
    if (!part) continue;
    const key = comparable(part);
    if (kept.some((other) => comparable(other).includes(key))) continue;
    // A longer part that contains an earlier one replaces it, keeping the earlier position.
    const containedAt = kept.findIndex((other) => key.includes(comparable(other)));
    if (containedAt >= 0) {
      kept[containedAt] = part;
      for (let i = kept.length - 1; i > containedAt; i--) {
        if (key.includes(comparable(kept[i] ?? ''))) kept.splice(i, 1);
      }
      continue;
    }
    kept.push(part);
  }
  return kept.join('\n\n').slice(0, MAX_TEXT_LENGTH);
}

export interface Line {
  text: string;
  /** Offset of the line's first character in the whole text. */
  index: number;
}

export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let index = 0;
  for (const line of text.split('\n')) {
    lines.push({ text: line, index });
    index += line.length + 1;
  }
  return lines;
}

// Hashtags and @mentions as written (without '#' or '@'), any script, first spelling kept when the
// same tag recurs in another case. URLs and e-mail addresses are not mistaken for either.

const MAX_TAGS = 100;
const MAX_TAG_LENGTH = 100;

// The character before a tag must not be part of a word, a URL path or another tag.
const HASHTAG = /(?<![\p{L}\p{N}_&/#@'’])[#＃]([\p{L}\p{M}\p{N}_]+)/gu;
const MENTION = /(?<![\p{L}\p{N}_.@/#'’])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)/gu;

function collect(text: string, pattern: RegExp, accept: (tag: string) => boolean): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const tag = match[1];
    if (!tag || tag.length > MAX_TAG_LENGTH || !accept(tag)) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length >= MAX_TAGS) break;
  }
  return tags;
}

/** '#NYCeats #ramen #1' -> ['NYCeats', 'ramen']: a tag needs at least one letter. */
export function extractHashtags(text: string): string[] {
  return collect(text, HASHTAG, (tag) => /\p{L}/u.test(tag));
}

/** '@joes.pizza and @Lilia_BK' -> ['joes.pizza', 'Lilia_BK']; 'me@mail.com' is no mention. */
export function extractMentions(text: string): string[] {
  return collect(text, MENTION, (tag) => /[\p{L}_]/u.test(tag) || tag.length > 3);
}

/** Where hashtags, mentions and URLs sit, so place rules can skip them. */
function tagSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const pattern of [HASHTAG, MENTION, /(?:https?:\/\/|www\.)\S+/giu]) {
    for (const match of text.matchAll(pattern)) {
      // '#42' in 'Lisbon Devs #42' is a number, not a tag.
      if (pattern === HASHTAG && !/\p{L}/u.test(match[1] ?? '')) continue;
      spans.push([match.index, match.index + match[0].length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** The text with hashtags, mentions and URLs blanked out, same length so offsets still hold. */
export function maskTags(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of tagSpans(text)) {
    if (start < at) continue;
    parts.push(text.slice(at, start), ' '.repeat(end - start));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

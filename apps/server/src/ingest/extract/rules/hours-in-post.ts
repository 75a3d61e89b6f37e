// Finds the opening hours in a post: labelled lines ('Hours: ...', '🕐 ...'), lines and sentences
// that pair days with time ranges ('Tue–Sun 5pm–11pm'), and '24/7' or 'closed Mondays' phrases.
// An event's 'Fri Dec 5 7-10pm' is a date, not hours, and is left to the date rules.
import { stripEmoji } from './names';
import { parseOpeningHours, type OpeningHours } from '@stash/shared';
import { linesOf } from './post-text';

export interface HoursMention {
  hours: OpeningHours;
  /** Where the first hours line starts in the post. */
  index: number;
  /** The lines read as hours, so the date rules leave them alone. */
  spans: Array<[number, number]>;
}

const LABEL =
  /^\s*(?:[🕐🕑🕒🕓🕔🕕🕖🕗🕘🕙🕚🕛⏰⌚🕰]\uFE0F?\s*)?(?:(?:opening |open(?:ing)? |business |kitchen )?hours|open(?:ing)? times|horarios?|horaires?|öffnungszeiten|orari|hrs)\s*[:\-–—|]\s*/iu;
const CLOCK_EMOJI = /^\s*[🕐🕑🕒🕓🕔🕕🕖🕗🕘🕙🕚🕛⏰⌚🕰]/u;
const ALWAYS = /(?<![\p{L}\p{N}])(?:24\s*\/\s*7|open 24 ?(?:hours|hrs|h)|24 ?hours a day|always open|open round the clock)(?![\p{L}\p{N}])/iu;
const CLOSED_DAYS = /\bclosed (?:on )?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?\b/i;
const DAY_SPAN =
  /(?<![a-z])(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?\.?\s*(?:-|–|—|to|through|thru|,|&|and)\s*(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?|daily|every ?day|7 days a week|week ?days|week ?ends)(?![a-z])/i;
const TIME_RANGE =
  /(?<![\d/])(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a|p|h)?|noon)\s*(?:-|–|—|to|till|until)\s*(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a|p|h)?|midnight|late)(?![\d/])/i;
// A month or a numeric date marks an event's time, not a venue's hours.
const DATE_WORDS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b/i;

function isHoursStatement(sentence: string): boolean {
  if (ALWAYS.test(sentence) || CLOSED_DAYS.test(sentence)) return true;
  return DAY_SPAN.test(sentence) && TIME_RANGE.test(sentence) && !DATE_WORDS.test(sentence);
}

export function findOpeningHours(text: string): HoursMention | null {
  const parts: string[] = [];
  const spans: Array<[number, number]> = [];
  let index = -1;
  let labelled = false;
  for (const line of linesOf(text)) {
    const label = LABEL.exec(line.text);
    const clock = !label && CLOCK_EMOJI.test(line.text) && TIME_RANGE.test(line.text);
    if (label || clock) {
      const rest = stripEmoji(label ? line.text.slice(label[0].length) : line.text).trim();
      labelled = true;
      if (rest && parseOpeningHours(rest)) {
        parts.push(rest);
        spans.push([line.index, line.index + line.text.length]);
        if (index < 0) index = line.index;
      }
      continue;
    }
    // Lines right under a label ('Hours:\nMon-Fri 8-4\nSat 9-2') belong to it while they read as hours.
    const clean = stripEmoji(line.text).trim();
    if (labelled && clean && !DATE_WORDS.test(clean) && (DAY_SPAN.test(clean) || /^(?:mon|tue|wed|thu|fri|sat|sun)/i.test(clean)) && parseOpeningHours(clean)) {
      parts.push(clean.replace(/^[\s\-•*·]+/, ''));
      spans.push([line.index, line.index + line.text.length]);
      continue;
    }
    labelled = false;
    for (const sentence of clean.split(/(?<=[.!?])\s+|\s+[|•·]\s+/)) {
      if (!isHoursStatement(sentence)) continue;
      const trimmed = sentence.replace(/^[\s\-•*·]+/, '').replace(/[.!]+$/, '').trim();
      if (!parseOpeningHours(trimmed) || parts.includes(trimmed)) continue;
      parts.push(trimmed);
      spans.push([line.index, line.index + line.text.length]);
      if (index < 0) index = line.index;
    }
  }
  if (parts.length === 0) return null;
  const hours = parseOpeningHours(parts.join('; '));
  return hours ? { hours, index: Math.max(index, 0), spans } : null;
}

// When things happen: chrono-node reads dates and times against the post's own date (so 'this
// Saturday' is the Saturday after it was posted), then the rules keep only real calendar
// mentions: no durations ('25 min'), no fractions ('1/2 tsp'), no '24/7', nothing long past.
// A date and a time written apart ('Dec 12 · 7:30 PM') are joined; a date whose hour chrono is
// not certain of is all-day.
import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { likelyLanguages, type CaptionLanguage } from './languages';
import type { Temporal } from '../extraction';
import { WEEKDAYS, type Weekday } from '@stash/shared';
import { offsetMinutes } from './time-zone';

export interface Recurrence {
  type: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  days: Weekday[];
}

export interface WhenMention {
  temporal: Temporal;
  index: number;
  end: number;
  /** 'HH:MM' when the post gives a doors time apart from the start. */
  doors: string | null;
}

export interface WhenOptions {
  postedAt: Date | null;
  /** IANA zone of the place, when known: times then carry its offset. */
  timeZone: string | null;
  /** Spans already read as something else (opening hours, ingredient lines). */
  exclude?: Array<[number, number]>;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

interface ClockTime {
  hour: number;
  minute: number;
}

interface Piece {
  index: number;
  end: number;
  date: CalendarDate | null;
  time: ClockTime | null;
  endDate: CalendarDate | null;
  endTime: ClockTime | null;
}

const DAY_MS = 86_400_000;
/** How far ahead a post's date may lie and still be an upcoming event (a festival announced early). */
const MAX_AHEAD_DAYS = 550;
// The same words in the languages whose chrono-node locales read them ('esta noche', 'hoje', 'stasera').
const CASUAL_DAY =
  /(?<![\p{L}])(?:today|tonight|tomorrow|this (?:weekend|evening|morning|afternoon)|tmrw|tmr|hoy|esta noche|mañana|hoje|amanhã|esta noite|hoje à noite|ce soir|demain|aujourd['’]hui|heute(?: abend)?|morgen|stasera|oggi|domani|vanavond|vandaag)(?![\p{L}])/iu;
const TONIGHT = /(?<![\p{L}])(?:tonight|this evening|esta noche|esta noite|hoje à noite|ce soir|stasera|heute abend|vanavond)(?![\p{L}])/iu;
const FRACTION_UNIT = /^\s*(?:cups?|c\b|tbsp|tsp|teaspoons?|tablespoons?|oz|lb|g\b|kg|ml|inch|in\b|pound|of\b)/i;
const SLASH_CONTEXT =
  /(?:\b(?:on|date|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|dia|día|fecha|data|datum|le|am|op|il|el|lun|mar|mi[eé]r|jue|vie|s[aá]b|dom|seg|ter|qua|qui|sex|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)[\p{L}-]*[:,.]?\s*|📅\s*)$/iu;
// Between a date and its time: separators and the small words people put there.
const JOIN_GAP = /^[\s,·•|@\-–—:/()]*(?:(?:at|from|starting|starts|start|doors?|open|opens|@|from|,)[\s,·•|@\-–—:]*)*$/i;

function dateOf(components: ParsedComponents): CalendarDate | null {
  const year = components.get('year');
  const month = components.get('month');
  const day = components.get('day');
  return year !== null && month !== null && day !== null ? { year, month, day } : null;
}

function timeOf(components: ParsedComponents): ClockTime | null {
  if (!components.isCertain('hour')) return null;
  const hour = components.get('hour');
  return hour === null ? null : { hour, minute: components.get('minute') ?? 0 };
}

/**
 * The end of a range of hours: 'from 10-4' ends at four in the afternoon. An end written without
 * am or pm that falls at or before the start is moved past noon when that puts it after the start;
 * '22h-2h' stays a night that ends the next morning.
 */
function rangeEndOf(start: ParsedComponents, end: ParsedComponents): ClockTime | null {
  const begin = timeOf(start);
  const finish = timeOf(end);
  if (!begin || !finish || end.isCertain('meridiem') || finish.hour >= 12) return finish;
  const minutes = (time: ClockTime) => time.hour * 60 + time.minute;
  const afternoon = { hour: finish.hour + 12, minute: finish.minute };
  return minutes(finish) <= minutes(begin) && minutes(afternoon) > minutes(begin) ? afternoon : finish;
}

function hasDay(result: ParsedResult): boolean {
  return result.start.isCertain('day') || result.start.isCertain('weekday') || CASUAL_DAY.test(result.text);
}

function inside(spans: Array<[number, number]>, index: number, end: number): boolean {
  return spans.some(([from, to]) => index < to && from < end);
}

/** The chrono results that are real dates or clock times, as pieces to join. */
function piecesOf(text: string, results: ParsedResult[], exclude: Array<[number, number]>): Piece[] {
  const pieces: Piece[] = [];
  for (const result of results) {
    const tags = result.tags();
    const end = result.index + result.text.length;
    if (tags.has('result/relativeDate') || tags.has('casualReference/now')) continue;
    if (/^\s*now\s*$/i.test(result.text)) continue;
    // 'go on a weekday' and 'weekends are packed' are advice, not a date.
    if (/^\s*week ?(?:day|end)s?\b/i.test(result.text) && !/\b(?:this|next|on|the)\s+$/i.test(text.slice(Math.max(0, result.index - 6), result.index))) continue;
    if (inside(exclude, result.index, end)) continue;
    if (tags.has('parser/SlashDateFormatParser') || /^\d{1,2}\/\d{1,2}$/.test(result.text.trim())) {
      if (result.text.trim() === '24/7' || FRACTION_UNIT.test(text.slice(end, end + 12))) continue;
      const hasYear = /^\d{1,2}\/\d{1,2}\/\d{2,4}/.test(result.text.trim());
      if (!hasYear && !SLASH_CONTEXT.test(text.slice(Math.max(0, result.index - 12), result.index))) continue;
    }
    const day = hasDay(result);
    const time = timeOf(result.start);
    if (!day && !time) continue;
    const endTime = result.end ? rangeEndOf(result.start, result.end) : null;
    // An end moved past noon is on the start's day, whatever day the parser rolled it to.
    const movedPastNoon = result.end ? endTime !== null && endTime.hour !== timeOf(result.end)?.hour : false;
    pieces.push({
      index: result.index,
      end,
      date: day ? dateOf(result.start) : null,
      time,
      endDate: result.end && !movedPastNoon && (result.end.isCertain('day') || result.end.isCertain('weekday')) ? dateOf(result.end) : null,
      endTime,
    });
  }
  return pieces.sort((a, b) => a.index - b.index);
}

/** 'Dec 12, 2025 · 7:30 PM' and '7pm, Friday Dec 5' are one moment written in two pieces. */
function joinPieces(text: string, pieces: Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (!piece) continue;
    const next = pieces[i + 1];
    const gap = next ? text.slice(piece.end, next.index) : '';
    const close = next && gap.length <= 24 && JOIN_GAP.test(gap) && gap.split('\n').length <= 2;
    if (next && close && piece.date && !piece.time && next.time && !next.date) {
      joined.push({ ...piece, end: next.end, time: next.time, endTime: next.endTime });
      i++;
    } else if (next && close && piece.time && !piece.date && next.date && !next.time) {
      joined.push({ ...next, index: piece.index, time: piece.time, endTime: piece.endTime });
      i++;
    } else joined.push(piece);
  }
  return joined;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
const isoDate = (date: CalendarDate): string => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * ISO text of a moment: a date alone is midnight UTC (spec section 5); a time carries the place's
 * offset when its zone is known, else none (a wall-clock time, '2025-12-05T19:00:00').
 */
function isoOf(date: CalendarDate, time: ClockTime | null, timeZone: string | null): string {
  if (!time) return `${isoDate(date)}T00:00:00.000Z`;
  const local = `${isoDate(date)}T${pad(time.hour)}:${pad(time.minute)}:00`;
  if (!timeZone) return local;
  const approximate = new Date(`${local}Z`);
  const offset = offsetMinutes(timeZone, approximate);
  return offset === null ? local : local + offsetText(offset);
}

const DOORS = /\bdoors?(?:\s+open)?(?:\s+at|\s*@|\s*:)?\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/i;

function doorsOf(text: string): string | null {
  const match = DOORS.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  else if (meridiem === 'am' && hour === 12) hour = 0;
  else if (!meridiem && hour < 12 && hour >= 1) hour += 12;
  return hour < 24 && minute < 60 ? `${pad(hour)}:${pad(minute)}` : null;
}

/**
 * Clock times as Spanish, Portuguese, French, Italian and Dutch posts write them ('22h', 'às 20h', '20h30',
 * 'ore 21', 'alle 21:30', 'om 20u'): chrono-node's locales leave most unread, and its English reader
 * takes '20h' for 'in 20 hours'. A chrono-node parser of its own, run first, so they join the dates
 * beside them like any other time. '3h de duração' is a length of time.
 */
const WRITTEN_CLOCK = new chrono.Chrono({
  parsers: [
    {
      pattern: () =>
        /(?<![\p{L}\p{N}:.])(?:(?:às|as|a las|alle|ore|om|um|dalle)\s+)?(\d{1,2})(?:h(\d{2})|(?::(\d{2}))?\s?(?:h|hs|hrs|uur|u))(?![\p{L}\p{N}])(?!\s+(?:de\s+dura|of\b|duration|hours?|horas?|stunden|uur))|(?<![\p{L}])(?:alle|ore|om|um|às|a las)\s+(\d{1,2})(?:[:.](\d{2}))?(?![\p{L}\p{N}])/iu,
      extract: (context, match) => {
        const hour = Number(match[1] ?? match[4]);
        const minute = Number(match[2] ?? match[3] ?? match[5] ?? 0);
        return hour < 24 && minute < 60 ? context.createParsingComponents({ hour, minute }) : null;
      },
    },
  ],
  refiners: [],
});
const WRITTEN_CLOCK_LANGUAGES = new Set<CaptionLanguage>(['es', 'pt', 'fr', 'it', 'nl']);

const LOCALE_PARSERS: Record<CaptionLanguage, { parse: typeof chrono.parse }> = {
  es: chrono.es, pt: chrono.pt, fr: chrono.fr, de: chrono.de, nl: chrono.nl, it: chrono.it, ja: chrono.ja,
};

/**
 * chrono-node is read a part of the text at a time, and no further part once this many dates and
 * times are found: a post naming more is a schedule whose first dates place it, and each date
 * costs chrono-node about as much as a thousand characters without one.
 */
const MAX_DATE_RESULTS = 60;
/** The parts' length: longer than any caption, so a caption is read whole. */
const DATE_PART_LENGTH = 2_500;

/** The text in parts of at most DATE_PART_LENGTH characters, cut after a line or a word. */
function datePartsOf(text: string): Array<{ start: number; text: string }> {
  const parts = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + DATE_PART_LENGTH);
    if (end < text.length) {
      const cut = Math.max(text.lastIndexOf('\n', end), text.lastIndexOf(' ', end));
      if (cut > start) end = cut + 1;
    }
    parts.push({ start, text: text.slice(start, end) });
    start = end;
  }
  return parts;
}

/** English dates, then those the caption's other likely languages add where English found none. */
function parseDates(text: string, reference: chrono.ParsingReference): ParsedResult[] {
  const results: ParsedResult[] = [];
  const languages = likelyLanguages(text);
  // Written clock times first, so that no reader takes '22h' for 'in 22 hours'; then English, then the other languages.
  const parsers: Array<{ parse: typeof chrono.parse }> = [chrono, ...[...languages].map((language) => LOCALE_PARSERS[language])];
  if ([...languages].some((language) => WRITTEN_CLOCK_LANGUAGES.has(language))) parsers.unshift(WRITTEN_CLOCK);
  for (const part of datePartsOf(text)) {
    const found: ParsedResult[] = [];
    for (const parser of parsers) {
      for (const result of parser.parse(part.text, reference, { forwardDate: true })) {
        const end = result.index + result.text.length;
        if (!found.some((other) => result.index < other.index + other.text.length && other.index < end)) found.push(result);
      }
    }
    // chrono-node's results are read-only in its types; these were made for this call and are placed in the whole text.
    for (const result of found) (result as { index: number }).index += part.start;
    results.push(...found);
    if (results.length >= MAX_DATE_RESULTS) break;
  }
  results.sort((a, b) => a.index - b.index);
  // 'sábado dia 14/07', 'Saturday, 14/07': a weekday right before the date it names is that date.
  return results.filter((result, position) => {
    const next = results[position + 1];
    const weekdayOnly = result.start.isCertain('weekday') && !result.start.isCertain('day');
    return !(weekdayOnly && next?.start.isCertain('day') && next.index - (result.index + result.text.length) <= 8);
  });
}

function referenceOf(postedAt: Date, timeZone: string | null): chrono.ParsingReference {
  const offset = timeZone ? offsetMinutes(timeZone, postedAt) : null;
  return { instant: postedAt, timezone: offset ?? 0 };
}

/** A clock time written without a date ('lawn opens 5pm, film at 7pm'). */
export interface ClockMention {
  index: number;
  end: number;
  text: string;
  start: ClockTime;
  finish: ClockTime | null;
}

export interface WhenReading {
  /** Dated moments, in text order. */
  dated: WhenMention[];
  /** Times left without a date, in text order. */
  clocks: ClockMention[];
}

/** Every date in the text that reads as a recent or upcoming moment, in text order. */
export function findWhen(text: string, options: WhenOptions): WhenMention[] {
  return readWhen(text, options).dated;
}

/** A date read on its own, given the time written elsewhere in the post. */
export function withClock(mention: WhenMention, clock: ClockMention, timeZone: string | null): WhenMention {
  const [year, month, day] = mention.temporal.start.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return mention;
  const date = { year, month, day };
  let end: string | null = mention.temporal.end;
  if (clock.finish) {
    const overnight = clock.finish.hour * 60 + clock.finish.minute <= clock.start.hour * 60 + clock.start.minute;
    end = isoOf(overnight ? addDays(date, 1) : date, clock.finish, timeZone);
  }
  return {
    ...mention,
    temporal: { start: isoOf(date, clock.start, timeZone), end, all_day: false, text: `${mention.temporal.text}, ${clock.text}` },
  };
}

export function readWhen(text: string, options: WhenOptions): WhenReading {
  const postedAt = options.postedAt ?? new Date();
  const reference = referenceOf(postedAt, options.timeZone);
  const results = parseDates(text, reference);
  const pieces = joinPieces(text, piecesOf(text, results, options.exclude ?? []));
  const clocks: ClockMention[] = pieces
    .filter((piece) => !piece.date && piece.time)
    .map((piece) => ({ index: piece.index, end: piece.end, text: text.slice(piece.index, piece.end).trim(), start: piece.time as ClockTime, finish: piece.endTime }));
  const referenceOffset = typeof reference.timezone === 'number' ? reference.timezone : 0;
  const referenceWall = postedAt.getTime() + referenceOffset * 60_000;
  const mentions: WhenMention[] = [];
  const postDay = new Date(referenceWall);
  for (const piece of pieces) {
    if (!piece.date) continue;
    // 'tonight' said late in the evening is still tonight: chrono-node, looking forward from the post,
    // would move an evening already begun to the next day.
    if (TONIGHT.test(text.slice(piece.index, piece.end))) piece.date = { year: postDay.getUTCFullYear(), month: postDay.getUTCMonth() + 1, day: postDay.getUTCDate() };
    const startWall = Date.UTC(piece.date.year, piece.date.month - 1, piece.date.day, piece.time?.hour ?? 23, piece.time?.minute ?? 59);
    if (startWall < referenceWall - 1.5 * DAY_MS || startWall > referenceWall + MAX_AHEAD_DAYS * DAY_MS) continue;
    let end: string | null = null;
    if (piece.endDate && isoDate(piece.endDate) !== isoDate(piece.date)) end = isoOf(piece.endDate, piece.time ? piece.endTime : null, options.timeZone);
    else if (piece.endTime && piece.time) {
      const overnight = piece.endTime.hour * 60 + piece.endTime.minute <= piece.time.hour * 60 + piece.time.minute;
      end = isoOf(overnight ? addDays(piece.date, 1) : piece.date, piece.endTime, options.timeZone);
    }
    const written = text.slice(piece.index, piece.end).trim();
    const line = text.slice(text.lastIndexOf('\n', piece.index) + 1, text.indexOf('\n', piece.end) < 0 ? undefined : text.indexOf('\n', piece.end));
    mentions.push({
      temporal: { start: isoOf(piece.date, piece.time, options.timeZone), end, all_day: piece.time === null, text: written },
      index: piece.index,
      end: piece.end,
      doors: doorsOf(line),
    });
  }
  return { dated: mentions, clocks };
}

const DAY_WORD = '(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?(?![a-z])';
const EVERY_DAYS = new RegExp(
  `\\b(every\\s+(?:other\\s+)?|each\\s+)${DAY_WORD}((?:\\s*(?:,|&|and|\\+|/)\\s*${DAY_WORD})*)`,
  'i',
);
const PLURAL_DAYS = new RegExp(`\\b(?:on\\s+)?(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\\b`, 'i');
const MONTHLY = /\b(?:every month|monthly|(?:first|second|third|fourth|last|1st|2nd|3rd|4th) (?:mon|tue|wed|thu|fri|sat|sun)[a-z]* of (?:every|each|the) month)\b/i;
const WEEKLY = /\b(?:weekly|every week)\b/i;
const DAILY = /\b(?:every day|everyday|daily)\b/i;

function weekdayOf(word: string): Weekday | null {
  const index = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(word.toLowerCase().slice(0, 3));
  return WEEKDAYS[index] ?? null;
}

/** 'every Thursday', 'every other Sunday', 'Tuesdays & Thursdays', 'first Friday of every month'. */
export function findRecurrence(text: string): Recurrence | null {
  const monthly = MONTHLY.exec(text);
  if (monthly) {
    const day = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b|\b(mon|tue|wed|thu|fri|sat|sun)\b/i.exec(monthly[0]);
    const weekday = day ? weekdayOf(day[0]) : null;
    return { type: 'monthly', days: weekday ? [weekday] : [] };
  }
  const every = EVERY_DAYS.exec(text);
  if (every) {
    const words = `${every[2] ?? ''} ${every[3] ?? ''}`.match(new RegExp(DAY_WORD, 'gi')) ?? [];
    const days = [...new Set(words.map(weekdayOf).filter((day): day is Weekday => day !== null))];
    return { type: /other/i.test(every[1] ?? '') ? 'biweekly' : 'weekly', days };
  }
  const plural = PLURAL_DAYS.exec(text);
  if (plural?.[1]) {
    const day = weekdayOf(plural[1]);
    return { type: 'weekly', days: day ? [day] : [] };
  }
  if (WEEKLY.test(text)) return { type: 'weekly', days: [] };
  if (DAILY.test(text)) return { type: 'daily', days: [] };
  return null;
}

// Opening hours written as free text ('Mon-Fri 8am-4pm', 'Tue–Sun 5pm–11pm', '11:00-22:00',
// '24/7', 'always open', 'closed Mondays') read into one period per day with 24-hour times, as
// the restaurant template keeps them (spec section 5). Pure: no clock, no locale, no I/O, no
// imports: the server's extractor and the web app's 'open now' both read hours with this one file.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningPeriod {
  day: Weekday;
  /** 'HH:MM', 24-hour. */
  open: string;
  /** 'HH:MM', 24-hour; earlier than `open` when the place closes after midnight; '24:00' for all day. */
  close: string;
}

export interface OpeningHours {
  /** The hours as written. */
  text: string;
  /** Monday first; a day open twice (lunch and dinner) has two periods. */
  periods: OpeningPeriod[];
  closedDays: Weekday[];
  alwaysOpen: boolean;
}

const DAY_PATTERN =
  '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?\\.?';
// French, Spanish, Italian and German names, full or short; the short ones only inside a range
// ('lun-ven', 'Di–Sa'), where they cannot be read as 'mar(ch)' or 'so'.
const FOREIGN_DAY_PATTERN =
  '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)';
const FOREIGN_SHORT_DAY = '(?:lun|mar|mer|mi[eé]|jeu|jue|gio|ven|vie|sam|s[aá]b|dim|dom|mo|di|mi|do|fr|sa|so)\\.?';
const FOREIGN_SEPARATOR = '\\s*(?:-|–|—|au|a|al|bis)\\s*';
const FOREIGN_RANGE_ENDS = new RegExp(`^(${FOREIGN_DAY_PATTERN}|${FOREIGN_SHORT_DAY})${FOREIGN_SEPARATOR}(${FOREIGN_DAY_PATTERN}|${FOREIGN_SHORT_DAY})$`, 'iu');
const TIME_PATTERN = '(?:\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?|[ap](?![a-z])|h(?![a-z]))?|noon|midday|midnight)';
const RANGE_SEPARATOR = '\\s*(?:-|–|—|~|to|till|til|until|’til|\'til|thru)\\s*';
const DAY_SEPARATOR = '\\s*(?:-|–|—|to|through|thru|till|until)\\s*';

const TOKEN = new RegExp(
  [
    `(?<always>24\\s*/\\s*7|24\\s*hours|24\\s*hrs|24h(?![a-z0-9])|open 24(?![0-9/:])|always open|open all day,? every day|round the clock|around the clock)`,
    `(?<dayRange>(?<![a-z])${DAY_PATTERN}${DAY_SEPARATOR}${DAY_PATTERN}(?![a-z]))`,
    `(?<foreignRange>(?<![a-z])(?:${FOREIGN_DAY_PATTERN}|${FOREIGN_SHORT_DAY})${FOREIGN_SEPARATOR}(?:${FOREIGN_DAY_PATTERN}|${FOREIGN_SHORT_DAY})(?![a-z]))`,
    `(?<foreignDay>(?<![a-z])${FOREIGN_DAY_PATTERN}s?(?![a-z]))`,
    `(?<allDays>(?<![a-z])(?:daily|every ?day|7 days(?: a week)?|seven days(?: a week)?|all week)(?![a-z]))`,
    `(?<weekdays>(?<![a-z])week ?days(?![a-z]))`,
    `(?<weekends>(?<![a-z])week ?ends?(?![a-z]))`,
    `(?<day>(?<![a-z])${DAY_PATTERN}(?![a-z]))`,
    `(?<timeRange>(?<![\\d/:.])${TIME_PATTERN}${RANGE_SEPARATOR}${TIME_PATTERN}(?![\\d/%]))`,
    `(?<closed>(?<![a-z])(?:closed|shut)(?![a-z]))`,
    `(?<except>(?<![a-z])(?:except|but not|other than|excluding)(?![a-z]))`,
  ].join('|'),
  'giu',
);

const DAY_INDEX: Record<string, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
// Sunday first: 'dimanche' and 'domingo' must not be read as 'di(enstag)' or 'do(nnerstag)'.
const FOREIGN_DAY_INDEX: Array<[RegExp, number]> = [
  [/^(?:dim|dom|so)/, 6],
  [/^(?:lun|mo)/, 0],
  [/^(?:mar|di)/, 1],
  [/^(?:mer|mi)/, 2],
  [/^(?:jeu|jue|gio|do)/, 3],
  [/^(?:ven|vie|fr)/, 4],
  [/^(?:sam|s[aá]b|sa)/, 5],
];

function dayIndex(word: string): number | null {
  return DAY_INDEX[word.toLowerCase().slice(0, 3)] ?? null;
}

function foreignDayIndex(word: string): number | null {
  const lower = word.toLowerCase();
  return FOREIGN_DAY_INDEX.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

function dayRange(text: string, foreign = false): number[] {
  const ends = foreign
    ? (FOREIGN_RANGE_ENDS.exec(text)?.slice(1) ?? []).map((word) => foreignDayIndex(word ?? ''))
    : (text.match(new RegExp(DAY_PATTERN, 'giu')) ?? []).map(dayIndex);
  const from = ends[0] ?? null;
  const to = ends[ends.length - 1] ?? null;
  if (from === null || to === null) return [];
  const days: number[] = [];
  // Ranges run forward and wrap: 'Fri-Mon' is Friday, Saturday, Sunday, Monday.
  for (let day = from; days.length < 7; day = (day + 1) % 7) {
    days.push(day);
    if (day === to) break;
  }
  return days;
}

interface ClockTime {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
  /** Written with minutes after ':' or as an hour above 12: read as a 24-hour clock. */
  twentyFour: boolean;
}

function readTime(text: string): ClockTime | null {
  const lower = text.toLowerCase().trim();
  if (lower === 'noon' || lower === 'midday') return { hour: 12, minute: 0, meridiem: 'pm', twentyFour: false };
  if (lower === 'midnight') return { hour: 0, minute: 0, meridiem: null, twentyFour: true };
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p|h)?$/.exec(lower);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour > 24 || minute > 59) return null;
  const suffix = match[3] ?? '';
  const meridiem = suffix.startsWith('a') ? 'am' : suffix.startsWith('p') ? 'pm' : null;
  if (meridiem && (hour > 12 || hour === 0)) return null;
  return { hour, minute, meridiem, twentyFour: !meridiem && (hour > 12 || match[2] !== undefined || suffix === 'h') };
}

const to24 = (hour: number, meridiem: 'am' | 'pm'): number => (meridiem === 'am' ? hour % 12 : (hour % 12) + 12);

/** Hours of a range, meridiems filled in the way people write them: '7-10pm', '11-3pm', '9-5'. */
function resolveRange(open: ClockTime, close: ClockTime): [number, number] {
  let openHour: number;
  let closeHour: number;
  if (open.meridiem && close.meridiem) {
    openHour = to24(open.hour, open.meridiem);
    closeHour = to24(close.hour, close.meridiem);
  } else if (close.meridiem) {
    closeHour = to24(close.hour, close.meridiem);
    if (open.twentyFour) openHour = open.hour;
    else {
      // '7-10pm' shares the pm; '11-3pm' and '12-3pm' start before noon; '10-2am' starts the evening before.
      const same = to24(open.hour, close.meridiem);
      if (close.meridiem === 'pm') openHour = same < closeHour ? same : to24(open.hour, 'am');
      else openHour = same < closeHour ? same : to24(open.hour, 'pm');
    }
  } else if (open.meridiem) {
    openHour = to24(open.hour, open.meridiem);
    if (close.twentyFour) closeHour = close.hour;
    else {
      // '8am-4' closes in the afternoon; '5pm-2' after midnight; '5pm-11' at night.
      const same = to24(close.hour, open.meridiem);
      closeHour = same > openHour ? same : to24(close.hour, open.meridiem === 'am' ? 'pm' : 'am');
    }
  } else if (open.twentyFour || close.twentyFour) {
    openHour = open.hour;
    closeHour = close.hour;
  } else {
    // No meridiem at all ('9-5', '5-11'): shops open in the morning, and a start from 1 to 5
    // is an afternoon or evening opening; a close not after the opening is in the afternoon.
    openHour = open.hour === 12 ? 12 : open.hour <= 5 ? open.hour + 12 : open.hour;
    closeHour = close.hour === 12 ? 12 : close.hour;
    if (closeHour <= openHour && closeHour < 12) closeHour += 12;
    if (closeHour >= 24) closeHour -= 12;
  }
  return [openHour % 24, closeHour === 24 ? 24 : closeHour % 24];
}

const clock = (hour: number, minute: number): string => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

function readRange(text: string): { open: string; close: string } | null {
  const parts = new RegExp(`^(${TIME_PATTERN})${RANGE_SEPARATOR}(${TIME_PATTERN})$`, 'iu').exec(text.trim());
  if (!parts?.[1] || !parts[2]) return null;
  const open = readTime(parts[1]);
  const close = readTime(parts[2]);
  if (!open || !close) return null;
  // A bare '2-3' or '10-12' is a count or a date far more often than opening hours.
  if (!open.meridiem && !close.meridiem && !open.twentyFour && !close.twentyFour && /^\d+\s*[-–—]\s*\d+$/.test(text.trim()) && open.hour < 6 && close.hour < 6) return null;
  const [openHour, closeHour] = resolveRange(open, close);
  if (openHour === closeHour && open.minute === close.minute) return null;
  return { open: clock(openHour, open.minute), close: clock(closeHour, close.minute) };
}

interface Group {
  /** Null when no day was written: the hours then hold every day not said to be closed. */
  days: number[] | null;
  times: Array<{ open: string; close: string }>;
  closed: boolean;
  /** 'closed Mondays and Tuesdays': the days after 'closed' are the closed ones. */
  closedFirst: boolean;
  except: number[];
  expectingExcept: boolean;
  /** Times written before the days ('9am-5pm Mon-Fri'): a later time starts the next group. */
  timeFirst: boolean;
}

const emptyGroup = (): Group => ({ days: null, times: [], closed: false, closedFirst: false, except: [], expectingExcept: false, timeFirst: false });
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const LIST_GAP = /^[\s,&+/]*(?:and|or|&)?[\s,&+/]*$/i;

export function parseOpeningHours(text: string): OpeningHours | null {
  const periodsByDay = new Map<number, Array<{ open: string; close: string }>>();
  const closed = new Set<number>();
  let alwaysOpen = false;
  let understood = false;
  let group = emptyGroup();

  const flush = () => {
    const implicit = group.days === null;
    const days = group.days ?? (group.times.length > 0 || group.except.length > 0 ? ALL_DAYS : []);
    const open = days.filter((day) => !group.except.includes(day) && !(implicit && closed.has(day)));
    if (group.closed && group.times.length === 0) {
      for (const day of days) {
        closed.add(day);
        periodsByDay.delete(day);
      }
    } else if (group.times.length > 0) {
      for (const day of open) {
        periodsByDay.set(day, [...group.times]);
        closed.delete(day);
      }
    }
    for (const day of group.except) {
      closed.add(day);
      periodsByDay.delete(day);
    }
    group = emptyGroup();
  };

  const addDays = (days: number[], isRange: boolean, gap: string) => {
    understood = true;
    if (group.expectingExcept) {
      group.except.push(...days);
      return;
    }
    if (group.closedFirst) {
      if (group.days === null) {
        group.days = days;
        return;
      }
      if (!isRange && LIST_GAP.test(gap)) {
        group.days.push(...days);
        return;
      }
      flush();
    }
    if (group.days !== null && (group.times.length > 0 || group.closed)) flush();
    if (group.days !== null && group.times.length === 0 && !group.closed) {
      // 'Mon, Wed & Fri': a list keeps growing until its hours come.
      group.days = [...group.days, ...days.filter((day) => !group.days?.includes(day))];
      return;
    }
    group.days = days;
    if (group.timeFirst) flush();
  };

  let lastEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const tokens = match.groups ?? {};
    const gap = text.slice(lastEnd, match.index);
    lastEnd = match.index + match[0].length;
    if (tokens.always) {
      alwaysOpen = true;
      understood = true;
    } else if (tokens.dayRange) addDays(dayRange(tokens.dayRange), true, gap);
    else if (tokens.foreignRange) addDays(dayRange(tokens.foreignRange, true), true, gap);
    else if (tokens.foreignDay) {
      const day = foreignDayIndex(tokens.foreignDay);
      if (day !== null) addDays([day], false, gap);
    } else if (tokens.allDays) addDays(ALL_DAYS, true, gap);
    else if (tokens.weekdays) addDays([0, 1, 2, 3, 4], true, gap);
    else if (tokens.weekends) addDays([5, 6], true, gap);
    else if (tokens.day) {
      const day = dayIndex(tokens.day);
      if (day !== null) addDays([day], false, gap);
    } else if (tokens.timeRange) {
      const range = readRange(tokens.timeRange);
      if (!range) continue;
      understood = true;
      if ((group.timeFirst || group.closed) && group.days !== null) flush();
      if (group.days === null && group.times.length === 0) group.timeFirst = true;
      group.times.push(range);
      group.expectingExcept = false;
    } else if (tokens.closed) {
      if (group.days !== null && group.times.length > 0) flush();
      group.closed = true;
      if (group.days === null && group.times.length === 0) group.closedFirst = true;
      understood = true;
    } else if (tokens.except) group.expectingExcept = true;
  }
  flush();
  if (!understood) return null;

  if (alwaysOpen && periodsByDay.size === 0) {
    for (const day of ALL_DAYS) if (!closed.has(day)) periodsByDay.set(day, [{ open: '00:00', close: '24:00' }]);
  }
  const periods: OpeningPeriod[] = [];
  for (const day of ALL_DAYS) {
    for (const time of periodsByDay.get(day) ?? []) periods.push({ day: WEEKDAYS[day] ?? 'Monday', ...time });
  }
  const closedDays = ALL_DAYS.filter((day) => closed.has(day)).map((day) => WEEKDAYS[day] ?? 'Monday');
  if (periods.length === 0 && closedDays.length === 0 && !alwaysOpen) return null;
  return { text: text.trim(), periods, closedDays, alwaysOpen };
}

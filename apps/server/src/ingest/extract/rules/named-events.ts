// Events a post names without dating them: a festival by its hashtag ('#sxsw2018', '#acl'), a
// tour or exhibition by its title ('la gira Mirando al Horizonte', '#川崎フロンターレ展'), a
// check-in at one ('@ Olimpíadas de Londres'), a capitalised name that ends in what it is
// ('Montreux Jazz Festival', 'Baile da Vogue 2025'). A member keeps these as events even when the
// post gives no day (a memory of the festival, a tour still to be dated), so they are read apart
// from the dated announcement that findEvent looks for.
import { findCheckIns } from './check-ins';
import { findBracketedTitles, findEditions, findJapaneseEventPhrases, findPremieres, findTicketedTitles, findMatchups, findKindThenTag, findLabelledEvents, findQuotedTitles, findSeasons, findTaggedEvents, findTitleLineEvents } from './event-labels';
import { knownEventOfTag, knownEventOfWords, type KnownEvent } from './known-events';
import { joinedWords } from './joined-words';
import { CALENDAR_WORDS, DESCRIPTIVE_WORDS } from './lexicon';
import { fromShouting, nameRunAt, significantWords, type NameRun } from './name-runs';
import { cleanName, handleName, isPlausibleName, nameKey } from './names';

export interface NamedEvent {
  name: string;
  /** What it is in its own words: festival, tour, exhibition, sports... */
  kind: string;
  index: number;
  /** The work it shows ('Indiana Jones' of 'Indiana Jones premiere'): not a place either. */
  work?: string;
  /** The known event it is (known-events.ts), so '#olympics' and '@ Olimpíadas de Londres' are one. */
  known?: string;
  /** Named by a field line or a tag that says only 'an event' (event-labels.ts): the post's words, not the event, say its category. */
  kindUnsaid?: boolean;
}

/** The category a kind of named event files a post under, before its words are weighed. */
export function categoryOfEventKind(kind: string): 'events' | 'fashion' {
  // A fashion week is followed for the clothes; festivals, galas, matches and conferences are events.
  return kind === 'fashion' ? 'fashion' : 'events';
}

const MAX_NAMED_EVENTS = 5;

/** Words that end an event's own name, with the kind they say. */
const EVENT_NAME_ENDINGS: Record<string, string> = {
  festival: 'festival', fest: 'festival', festa: 'festival', fiesta: 'festival', festivals: 'festival', matsuri: 'festival',
  carnival: 'festival', carnaval: 'festival', expo: 'fair', fair: 'fair', feria: 'fair', feira: 'fair', biennale: 'exhibition',
  marathon: 'sports', maratona: 'sports', maratón: 'sports', gala: 'awards', awards: 'awards', tour: 'tour',
  fiestas: 'festival', patronales: 'festival', kermis: 'festival', kirmes: 'festival', volksfest: 'festival', sagra: 'festival',
  conf: 'conference', conference: 'conference', summit: 'conference', hackathon: 'conference', meetup: 'conference',
  workshop: 'class', masterclass: 'class', bootcamp: 'class',
};

/** Words that open an event's own name, with the kind they say: 'Campeonato de Tiro al Plato', 'Exposición Hergé'. */
const EVENT_NAME_OPENINGS: Record<string, string> = {
  festival: 'festival', feria: 'fair', feira: 'fair', fiestas: 'festival', fiesta: 'festival', carnaval: 'festival',
  campeonato: 'sports', torneo: 'sports', torneio: 'sports', copa: 'sports', maratón: 'sports', maratona: 'sports',
  exposición: 'exhibition', exposição: 'exhibition', exposition: 'exhibition', ausstellung: 'exhibition', mostra: 'exhibition',
  expo: 'fair', sagra: 'festival', semana: 'festival', festa: 'festival',
};

/** Words before an ending that say what kind of festival, not which ('Food Festival', 'Summer Fair'). */
const GENERIC_BEFORE_ENDING = new Set(
  `food wine beer music film art arts jazz summer winter spring autumn fall street night book craft design fashion local
  annual international world city school village county state christmas easter halloween holiday pride world's walking food
  bike boat bus city's street's family kids charity fundraiser virtual online annual yearly first second third de da del
  do la le des di comedy`.split(/\s+/),
);

/** A kind of event, then its title: 'la gira Mirando al Horizonte', 'festival Rock in Rio'. */
export const TITLE_AFTER_KIND =
  /(?<![\p{L}])(gira|tour|turnê|tournée|festival|concierto|concerto|konzert|show|mostra|exposición|exposição|exposition|ausstellung|expo)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:al|de|del|la|el|do|da|di|du|des|of|the|and|y|e|in|en|a)\s+)?\p{Lu}[\p{L}'’-]*){0,5})/u;
/** Kinds whose title names an event without a date: a tour, festival or exhibition is one, a 'show' may be a TV show. */
const UNDATED_TITLE_KINDS: Record<string, string> = {
  gira: 'tour', tour: 'tour', turnê: 'tour', tournée: 'tour', festival: 'festival',
  exposición: 'exhibition', exposição: 'exhibition', exposition: 'exhibition', ausstellung: 'exhibition', mostra: 'exhibition',
};

/** Japanese tags of an event: '#七夕まつり', '#川崎フロンターレ展', '#サマソニ2024フェス'. */
// One character class: an alternation of overlapping classes backtracks exponentially on a long tag.
const JAPANESE_EVENT_TAG = /^[ー\p{N}\p{L}]{2,20}?(まつり|祭り|祭|展|フェス|花火大会|マラソン)$/u;
const JAPANESE_KIND: Record<string, string> = { まつり: 'festival', 祭り: 'festival', 祭: 'festival', 展: 'exhibition', フェス: 'festival', 花火大会: 'festival', マラソン: 'sports' };

/** A check-in at an event rather than a place ('@ Olimpíadas de Londres', '@ Coachella'). */
const EVENT_IN_NAME = /(?<![\p{L}])(?:festival|fest|festa|olimp\p{L}*|olymp\p{L}*|marathon|maratona|expo|feira|feria|fair|carnival|carnaval|biennale|matsuri)(?![\p{L}])/iu;

/** Whether two names are one event: the words of one are all in the other ('Fiestas Patronales 2026', 'Fiestas Patronales de Belmontejo 2026'). */
export function sameEventName(a: string, b: string): boolean {
  const left = new Set(significantWords(a));
  const right = new Set(significantWords(b));
  const [short, long] = left.size <= right.size ? [left, right] : [right, left];
  return short.size > 0 && [...short].every((word) => long.has(word));
}

/** Whether a place-like name is an event's: check-ins and pins use it to leave the name to the events. */
export function isEventName(name: string): boolean {
  return EVENT_IN_NAME.test(name) || knownEventOfWords(name) !== null;
}

const YEAR_AFTER = /^\s+((?:19|20)\d{2})(?![\p{L}\p{N}])/u;

/**
 * A kind of event written in lower case right after a name: 'the David Hockney exhibition', 'the
 * Frida Kahlo retrospective', 'the Taylor Swift concert'. The name says which, the word what.
 */
const LOWER_KIND_AFTER = /^\s+(exhibition|exhibit|retrospective|concert|gig|festival|tour|fair|marathon|conference|workshop|masterclass|championship|tournament|hackathon|meetup|summit|parade|premiere)(?![\p{L}\p{N}])/u;
const LOWER_KIND: Record<string, string> = {
  exhibition: 'exhibition', exhibit: 'exhibition', retrospective: 'exhibition', concert: 'concert', gig: 'concert', festival: 'festival',
  tour: 'tour', fair: 'fair', marathon: 'sports', conference: 'conference', workshop: 'class', masterclass: 'class',
  championship: 'sports', tournament: 'sports', hackathon: 'conference', meetup: 'conference', summit: 'conference', parade: 'event', premiere: 'screening',
};

/** 'Montreux Jazz Festival', 'Eras Tour': the ending word says it is an event, a word before it says which. */
function endingKind(words: string[]): string | null {
  if (words.length < 2) return null;
  const ending = EVENT_NAME_ENDINGS[(words.at(-1) ?? '').toLowerCase()];
  if (!ending) return null;
  return saysWhich(words.slice(0, -1)) ? ending : null;
}

/** Whether words beside a kind of event say which one: 'Montreux' does, 'Summer' and '2026' do not. */
function saysWhich(words: string[]): boolean {
  return words
    .map((word) => word.toLowerCase().replace(/[’']s$/, ''))
    .some((word) => !GENERIC_BEFORE_ENDING.has(word) && !DESCRIPTIVE_WORDS.has(word) && !CALENDAR_WORDS.has(word) && !/^\d+$/.test(word));
}

/** 'Campeonato de Tiro al Plato', 'Exposición Hergé': the opening word says it is an event, a word after it says which. */
function openingKind(words: string[]): string | null {
  if (words.length < 2) return null;
  const opening = EVENT_NAME_OPENINGS[(words[0] ?? '').toLowerCase()];
  if (!opening) return null;
  return saysWhich(words.slice(1)) ? opening : null;
}

/** Endings of a place's own event written as one tag: '#oslopride', '#berlinmarathon', '#austinfoodfest'. */
const PLACE_EVENT_TAG = /^(\p{Ll}{3,20}?)(pride|fest|festival|marathon|carnival|carnaval|parade|expo|fashionweek|designweek|matsuri)$/u;
const PLACE_EVENT_KIND: Record<string, string> = { pride: 'festival', fest: 'festival', festival: 'festival', marathon: 'sports', carnival: 'festival', carnaval: 'festival', parade: 'festival', expo: 'fair', fashionweek: 'fashion', designweek: 'fair', matsuri: 'festival' };
const PLACE_EVENT_WORDS: Record<string, string> = { fashionweek: 'Fashion Week', designweek: 'Design Week' };

function fromHashtag(tag: string, isArea: (word: string) => boolean): Omit<NamedEvent, 'index'> | null {
  // '#oslopride': a city's own event, read only when the words before the ending are a known place.
  const placed = PLACE_EVENT_TAG.exec(tag.toLowerCase());
  if (placed && isArea(placed[1]!)) {
    const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
    return { name: `${title(placed[1]!)} ${PLACE_EVENT_WORDS[placed[2]!] ?? title(placed[2]!)}`, kind: PLACE_EVENT_KIND[placed[2]!] ?? 'festival' };
  }
  const known = knownEventOfTag(tag);
  if (known) return { name: known.year ? `${known.name} ${known.year}` : known.name, kind: known.kind, known: known.name };
  const japanese = JAPANESE_EVENT_TAG.exec(tag);
  if (japanese) return { name: tag, kind: JAPANESE_KIND[japanese[1]!] ?? 'event' };
  // '#MirandoAlHorizonteTour', '#BostonCallingFest2024': a tag written in words, ending in what it is.
  const year = /(?:19|20)\d{2}$/.exec(tag)?.[0] ?? null;
  const words = handleName(year ? tag.slice(0, -4) : tag).split(' ');
  if (words.length < 2 || !/^\p{Lu}/u.test(tag)) return null;
  const kind = endingKind(words);
  return kind ? { name: [...words, year].filter(Boolean).join(' '), kind } : null;
}

/** A festival's own account: '@meltfestival' is Melt Festival, '@riot_fest' Riot Fest, '@coachella' Coachella. */
function fromHandle(handle: string): Omit<NamedEvent, 'index'> | null {
  const known = knownEventOfTag(handle);
  if (known) return { name: known.name, kind: known.kind, known: known.name };
  // 'fest' alone ends too many words ('manifest'): it counts only as a word of its own.
  const festival = /^([\p{L}]{3,})(festival)$|^([\p{L}]{3,})[._](fest)$/u.exec(handle.toLowerCase());
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  // '@summerfestival' says what kind of festival, not which.
  if (festival) return saysWhich([festival[1] ?? festival[3]!]) ? { name: `${title(festival[1] ?? festival[3]!)} ${title(festival[2] ?? festival[4]!)}`, kind: 'festival' } : null;
  // '@arizonastatefair' is Arizona State Fair: an account whose words end in what it is.
  const lower = handle.toLowerCase();
  const words = /[._]/.test(lower) ? lower.split(/[._]+/).filter(Boolean) : joinedWords(lower, HANDLE_EVENT_ENDINGS);
  const kind = words ? endingKind(words) : null;
  return words && kind && HANDLE_EVENT_KINDS.has(kind) ? { name: words.map(title).join(' '), kind } : null;
}

/**
 * The kinds an account's last word may make it an event's own: an account ending in 'tour', 'gala'
 * or 'workshop' is as often a company's or a teacher's.
 */
const HANDLE_EVENT_KINDS = new Set(['festival', 'fair', 'sports', 'conference']);
/** Endings read inside a joined account; 'fest' ends too many words ('manifest') to be one there. */
const HANDLE_EVENT_ENDINGS: ReadonlySet<string> = new Set(Object.keys(EVENT_NAME_ENDINGS).filter((word) => word !== 'fest' && HANDLE_EVENT_KINDS.has(EVENT_NAME_ENDINGS[word]!)));

/**
 * 'the David Hockney exhibition', 'Loved the Eras tour': the name before a kind of event in lower
 * case. A run opening with a verb and 'the' names what follows 'the'; one capitalised word is as
 * often a sentence's first ('Outstanding exhibit', 'Room tour'), so it names the event only after an
 * article ('the Coldplay concert').
 */
function eventBeforeKind(text: string, run: NameRun, runWords: string[], kind: string, found: NamedEvent[]) {
  const afterThe = runWords[1]?.toLowerCase() === 'the';
  const words = afterThe ? runWords.slice(2) : runWords;
  const name = cleanName(words.join(' '));
  const articleBefore = afterThe || /(?<![\p{L}])(?:the|a|an)\s+$/iu.test(text.slice(Math.max(0, run.index - 5), run.index));
  if (words.length === 0 || (words.length === 1 && !articleBefore) || !saysWhich(words) || !isPlausibleName(name, { maxWords: 6 })) return;
  found.push({ name: `${name} ${kind}`, kind: LOWER_KIND[kind]!, index: run.index });
}

/** 'won the', 'nominated for a', 'recebeu o': an award named after these was won, not attended. */
const PRIZE_WON_BEFORE = /(?<![\p{L}])(?:won|wins|win|winning|winner of|nominated for|nomination for|received|receives|awarded)\s+(?:the\s+|a\s+|an\s+)?$/iu;

/**
 * A known event named by one word of a longer run, when the run's other words say which edition
 * ('SXSW 2018', 'Glastonbury Festival'): in 'Olimpiadas Matemáticas' the other word names
 * something else (a mathematics olympiad, not the Olympics).
 */
function knownEventInRun(words: string[]): KnownEvent | null {
  for (const [at, word] of words.entries()) {
    const known = knownEventOfWords(word);
    if (!known) continue;
    const others = words.filter((_, index) => index !== at);
    if (others.every((other) => /^(?:\d{1,4}|'\d{2}|#\d+)$/.test(other) || EVENT_NAME_ENDINGS[other.toLowerCase()] !== undefined || /^(?:the|of|de|del|la|el)$/i.test(other))) return known;
  }
  return null;
}

/** Capitalised runs of the text that name an event. */
function fromRuns(masked: string, found: NamedEvent[]) {
  for (const match of masked.matchAll(/(?<![\p{L}\p{N}'’])(?=[\p{Lu}])/gu)) {
    if (found.some((event) => match.index >= event.index && match.index < event.index + event.name.length)) continue;
    const run = nameRunAt(masked, match.index, 6);
    if (!run) continue;
    const year = YEAR_AFTER.exec(masked.slice(run.end, run.end + 8))?.[1] ?? null;
    const known = knownEventOfWords(run.name) ?? knownEventInRun(run.words);
    if (known) {
      found.push({ name: year ? `${known.name} ${year}` : known.name, kind: known.kind, index: run.index, known: known.name });
      continue;
    }
    // 'NUESTRAS FIESTAS PATRONALES': the name starts at its opening word when the run has one inside.
    const opensAt = run.words.findIndex((word, at) => at > 0 && at < run.words.length - 1 && EVENT_NAME_OPENINGS[word.toLowerCase()] !== undefined);
    const words = opensAt > 0 ? run.words.slice(opensAt) : run.words;
    const kind = endingKind(words) ?? openingKind(words);
    // 'FastAPI won the Bossie Awards 2021': a prize won, not an evening to go to.
    if (kind === 'awards' && PRIZE_WON_BEFORE.test(masked.slice(Math.max(0, run.index - 24), run.index))) continue;
    if (kind) {
      const name = fromShouting(cleanName(opensAt > 0 ? run.name.slice(run.name.indexOf(words[0]!)) : run.name));
      if (isPlausibleName(name, { maxWords: 7 })) {
        found.push({ name: year ? `${name} ${year}` : name, kind, index: run.index });
        continue;
      }
    }
    const kindAfter = LOWER_KIND_AFTER.exec(masked.slice(run.end, run.end + 16))?.[1];
    if (kindAfter) eventBeforeKind(masked, run, words, kindAfter, found);
  }
}

export interface NamedEventInput {
  text: string;
  /** The text with hashtags, mentions and links blanked, same offsets. */
  masked: string;
  /** Whether a lower-case word is a place's name (the gazetteer): '#oslopride' is Oslo's. */
  isArea?: (word: string) => boolean;
}

/** The events the post names, in the order written, at most a few. */
export function findNamedEvents(input: NamedEventInput): NamedEvent[] {
  const found: NamedEvent[] = [];
  for (const match of input.text.matchAll(/(?<![\p{L}\p{N}_&/#@'’])[#＃]([\p{L}\p{M}\p{N}_]+)/gu)) {
    const event = fromHashtag(match[1]!, input.isArea ?? (() => false));
    if (event) found.push({ ...event, index: match.index });
  }
  for (const match of input.text.matchAll(/(?<![\p{L}\p{N}_&/#@'’])@([\p{L}\p{N}_.]+[\p{L}\p{N}])/gu)) {
    const event = fromHandle(match[1]!);
    if (event) found.push({ ...event, index: match.index });
  }
  for (const checkIn of findCheckIns(input.text)) {
    if (!isEventName(checkIn.name)) continue;
    // The check-in's own words name the event best ('Olimpíadas de Londres'); a known one keeps its kind.
    const known = knownEventOfWords(checkIn.name) ?? checkIn.name.split(/\s+/).map((word) => knownEventOfWords(word)).find(Boolean);
    found.push({ name: checkIn.name, kind: known?.kind ?? 'event', index: checkIn.index, known: known?.name });
  }
  // 'Event name: …' lines, '#DevFestFL is happening', 'la gira #MirandoAlHorizonte', 'a talk "…"', 'Season 2' (event-labels.ts).
  const labelled = [...findLabelledEvents(input.text), ...findTaggedEvents(input.text), ...findKindThenTag(input.text), ...findQuotedTitles(input.masked), ...findBracketedTitles(input.masked), ...findPremieres(input.masked), ...findTicketedTitles(input.masked, input.isArea ?? (() => false)), ...findJapaneseEventPhrases(input.masked), ...findMatchups(input.masked, input.text), ...findSeasons(input.masked), ...findEditions(input.masked, input.isArea ?? (() => false)), ...findTitleLineEvents(input.masked)];
  for (const { kindSaid, kind, ...event } of labelled) found.push({ ...event, kind: kind ?? 'event', kindUnsaid: !kindSaid });
  const titled = TITLE_AFTER_KIND.exec(input.masked);
  const titleKind = titled ? UNDATED_TITLE_KINDS[titled[1]!.toLowerCase()] : undefined;
  if (titled && titleKind) {
    const name = fromShouting(cleanName(titled[2]!));
    if (isPlausibleName(name, { maxWords: 7 })) found.push({ name, kind: titleKind, index: titled.index + titled[0].length - titled[2]!.length });
  }
  fromRuns(input.masked, found);

  // One entry per event: 'SXSW' in the text and '#sxsw2018' are one festival, the dated one kept.
  const keyOf = (event: NamedEvent) => nameKey(event.name).replace(/\s+/g, '');
  // 'Fiestas Patronales 2026' is 'Fiestas Patronales de Belmontejo 2026' said shorter: every word of it is in the longer name.
  const wordsOf = (event: NamedEvent) => new Set(significantWords(event.name));
  const within = (short: NamedEvent, long: NamedEvent) => [...wordsOf(short)].every((word) => wordsOf(long).has(word));
  const kept: NamedEvent[] = [];
  for (const event of found.sort((a, b) => keyOf(b).length - keyOf(a).length)) {
    const key = keyOf(event);
    if (key && !kept.some((other) => keyOf(other).startsWith(key) || within(event, other) || (event.known !== undefined && other.known === event.known))) kept.push(event);
  }
  return kept.sort((a, b) => a.index - b.index).slice(0, MAX_NAMED_EVENTS);
}

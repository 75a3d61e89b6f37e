// Events and classes: a post with event words ('tickets', 'doors', 'workshop', 'market',
// 'screening') and a date or a recurring day. The event gets a short name (the post's title line,
// a capitalised '... Market', or '<what> at <venue>'), its date (all-day when no time is written),
// venue, price and ticket link, and the class_event template (instructor, capacity, level,
// recurrence).
import type { ClassEventTemplate } from '@stash/shared';
import type { Temporal } from '../extraction';
import type { ClockMention, Recurrence, WhenMention } from './dates';
import { withClock } from './dates';
import { CLASS_WORDS, EVENT_WORDS, isCalendarWord } from './lexicon';
import { isCommonWord } from './joined-words';
import type { LinkMention } from './links';
import { TITLE_AFTER_KIND } from './named-events';
import { fromShouting, nameRunAt, significantWords } from './name-runs';
import { cleanName, isFunctionWord, isPlausibleName, nameKey, stripEmoji } from './names';
import type { PriceMention } from './prices';

export interface EventVenue {
  name: string;
  address: string | null;
  location: string | null;
  index: number;
}

export interface EventInput {
  text: string;
  /** Tags masked out, same offsets. */
  masked: string;
  hashtags: string[];
  dated: WhenMention[];
  clocks: ClockMention[];
  recurrence: Recurrence | null;
  venues: EventVenue[];
  prices: PriceMention[];
  links: LinkMention[];
  timeZone: string | null;
  /** An event the post names outright (named-events.ts): the dated event's name when none is written. */
  namedEvent?: string | null;
  /** Two sides of a match the post announces ('HBC Izon vs PE2M HB'): what a match is called. */
  matchup?: string | null;
}

export interface EventFinding {
  name: string;
  type: 'event' | 'class';
  /** What kind of event, in its own words: 'market', 'concert', 'workshop'. */
  category: string | null;
  temporal: Temporal | null;
  venue: EventVenue | null;
  price: PriceMention | null;
  ticketUrl: string | null;
  doors: string | null;
  template: ClassEventTemplate;
}

const FILLER_SEGMENT =
  // 'RT' opens a repost ('RT @venue: Jazz night ...'), never a title.
  /^(?:rt|new date(?:s)? added|sold out|just announced|announcement|save the dates?|live(?: (?:tonight|today|tomorrow|now|this \w+))?|(?:happening )?(?:tonight|today|now)(?: only)?|tomorrow|today|this (?:week(?:end)?|\w+day)|next \w+day|last chance|final tickets|tickets on sale(?: now)?|on sale now|free|new|coming soon|reminder|update|pov|\w+day|\d[\d\s./:h-]*(?:am|pm)?|\d.*\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?)$/i;
/** A greeting opens a post ('Hola Familia,', 'Hello Brooklyn!', 'Bom dia'); it names no event. */
const GREETING = /^(?:hola|hello|hi|hey|hiya|dear|ol[aá]|oi|bonjour|salut|coucou|hallo|moin|servus|ciao|buongiorno|buenos d[ií]as|bom dia|good (?:morning|evening|afternoon)|greetings|namaste)(?![\p{L}])/iu;
/** A field's label ('Where: The Jazz Cafe', 'Quando: sábado'): what follows it is the value, the label names nothing. */
const FIELD_LABEL = /^(?:where|when|what|who|time|date|location|venue|address|tickets?|info|price|entry|dónde|donde|cuándo|cuando|onde|quando|wo|wann|où|quand|dove|waar|wanneer|lugar|local|ort|lieu|luogo|hora|horário|heure|ora|uhrzeit|datum|fecha|data)$/iu;
/** 'Save the date' in the other languages members write in, never a title. */
const FOREIGN_FILLER = /^(?:apunt[ae]d? (?:las|la) fechas?|reserva(?:d)? (?:la|las) fechas?|guarda(?:d)? la fecha|salve a data|anote(?:m)? a data|save the date|notez la date|réservez la date|merk(?:t)? euch den termin|segna(?:te)? la data|noteer de datum)$/iu;
/** A date closing a title line ('13 SUR ÉCOUTE AU BOTANIQUE LE 22 MARS'): the title is what comes before it. */
const TRAILING_DATE = /\s+(?:(?:le|on|the|el|am|op|il|du|o|em)\s+)?\d{1,2}(?:st|nd|rd|th|er|º)?\.?\s+(?:de\s+)?(?:jan|feb|f[eé]v|mar|apr|avr|abr|may|mai|mei|mag|jun|juin|giu|jul|juil|lug|aug|ao[uû]|ago|sep|set|oct|okt|ott|out|nov|dec|d[eé]c|dez|dic)[\p{L}.]*(?:\s+\d{4})?$/iu;
const EVENT_NOUNS =
  'market|festival|fest|fair|night|party|workshop|class|classes|show|concert|sessions?|screening|tasting|meetup|meet-up|brunch|supper club|exhibition|pop-?up|series|tour|run club|run|gig|rave|quiz|open mic|masterclass|course|lesson|launch|social|jam|showcase|talk|panel|recital|performance|premiere|expo|conference|summit|hackathon|parade|sale|celebration|gathering';
const NOUN_PHRASE = new RegExp(`(?<![\\p{L}\\p{N}'’])((?:[\\p{L}][\\p{L}'’\\-]*[.,;:!?]?\\s+){0,3})(${EVENT_NOUNS})\\b`, 'giu');
const NOT_IN_PHRASE = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'this', 'that', 'free', 'new', 'first', 'next', 'every', 'each', 'weekly', 'monthly', 'annual', 'and', 'of', 'to', 'for', 'at', 'on', 'in', 'is', 'are', 'with', 'from', 'join', 'us', 'come', 'last', "night's", 'nights', 'tonight', 'tomorrow', 'after', 'before', 'during',
  // The same small words in the other languages members write in: 'será un show' names nothing.
  'el', 'la', 'los', 'las', 'un', 'una', 'es', 'será', 'o', 'os', 'um', 'uma', 'é', 'vai', 'le', 'les', 'une', 'est', 'der', 'die', 'das', 'ein', 'eine', 'ist', 'het', 'een', 'il', 'lo', 'è', 'sarà']);

/** The languages besides English whose small words end a phrase ('Sé parte del primer festival' names nothing). */
const OTHER_LANGUAGES = ['es', 'pt', 'fr', 'it', 'nl', 'de'] as const;

/** Event words of the other languages members write in: tickets, concerts, tours, fairs, shows. */
const OTHER_LANGUAGE_EVENT_WORDS =
  /(?<![\p{L}])(?:ao vivo|en vivo|en directo|dal vivo|live ?muziek|live ?musik|musique live|entradas|boletos|billetterie|taquilla|bilheteria|biglietteria|kartenvorverkauf|concierto|gira|evento|feria|campeonato|torneo|fiestas?|kermis|feest|fête|sagra|carnaval|exposición|exposição|ingressos?|festa|feira|show(?:zinho)?|billets|soirée|atelier|vernissage|konzert|karten|ausstellung|lesung|optreden|voorstelling|biglietti|concerto|mostra|spettacolo|serata)(?![\p{L}])|ライブ|公演|フェス|イベント|祭り|まつり/iu;


/** Lower-case words a title keeps between its capitalised ones ('Phoebe Bridgers live at the Hollywood Bowl'). */
const TITLE_SMALL_WORDS = new Set(['at', 'the', 'of', 'and', 'in', 'on', 'live', 'with', 'vs', 'x', 'de', 'la', 'le', 'el', 'da', 'do', 'di', 'del', 'des', 'du', 'im', 'am', 'en', 'a', 'à', 'no', 'na', 'y', 'e', 'und', 'et']);

/** 'Jan 26', 'Sat 4th May', '20.03.': a segment that says when, never what. */
function isOnlyADate(segment: string): boolean {
  const words = segment.split(/[\s,./-]+/).filter(Boolean);
  // 'This July', 'next Friday 8pm': a date however it is pointed at.
  return words.length > 0 && words.every((word) => isCalendarWord(word) || /^(?:this|next|every|on)$/i.test(word) || /^\d{1,4}(?:st|nd|rd|th|er|e|º|ª)?$/i.test(word));
}

/** A segment that is only a kind of event ('Workshop', 'LIVE MUSIC'): the title is the next one. */
const KIND_ONLY = new RegExp(`^(?:live\\s+)?(?:${EVENT_NOUNS})$`, 'iu');

/** The post's title line as an event name: 'SAFFRON SOUND SYSTEM · LIVE AT THE JAZZ CAFE'. */
function titleName(text: string): string | null {
  const first = text.split('\n').find((line) => line.trim()) ?? '';
  // 'Where: The Jazz Cafe, Camden. When: Friday 8pm': a line of fields has no title.
  if (FIELD_LABEL.test(/^[\s\p{Extended_Pictographic}\uFE0F]*([\p{L}]+)\s*:/u.exec(first)?.[1] ?? '')) return null;
  const segments = first
    .split(/[\p{Extended_Pictographic}\uFE0F\u200D]+|\s[|—–]\s|:\s/u)
    // 'with @maya.makes.pots' (masked to spaces) names the teacher, not the class.
    .map((segment) => segment.replace(/\s+with\s+@\S+.*$/i, '').replace(/\s+with\s*$/i, '').replace(/\s+(?:is|are)\s+(?:on|back|here|happening|returning|coming)\b.*$/i, '').trim())
    .map((segment) => segment.replace(TRAILING_DATE, ''))
    // 'Workshop: Intro to Pottery, Saturday 2pm': a kind before a colon says what, the title follows to its first comma.
    .map((segment, index, all) => (index > 0 && KIND_ONLY.test(all[index - 1] ?? '') ? segment.split(/[,.!]\s/u)[0]!.trim() : segment))
    .filter((segment) => !KIND_ONLY.test(segment))
    .filter((segment) => {
      const bare = stripEmoji(segment).trim();
      const words = bare.replace(/^[¡¿!]+|(?:[!?‼]|\uFE0F)+$/gu, '').trim();
      // One exclaimed word ('¡TEMUCO!', 'WOW!') greets a city or a feeling; it names no event.
      return bare && !FILLER_SEGMENT.test(bare) && !FOREIGN_FILLER.test(words) && !GREETING.test(words) && !/^[¡!]*[\p{L}\p{N}'’-]+\s*!+$/u.test(bare) && !isOnlyADate(words) && !FIELD_LABEL.test(words);
    });
  const joined = segments.length > 1 && segments.every((segment) => /^[^\p{Ll}]*$/u.test(segment)) ? segments.join(' ') : segments[0];
  if (!joined) return null;
  // 'Phoebe Bridgers live at the Hollywood Bowl, Los Angeles': the city after the last comma is where, not what.
  // ', doors 8pm', ', 2-4pm': what follows is when, not what.
  const unplaced = joined.replace(/,\s+(?:doors|tickets|from|starts?|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h\b|-)).*$/iu, '').replace(/,\s*(?:\p{Lu}[\p{L}'’.-]*\s*){1,3}$/u, '');
  const name = fromShouting(cleanName(unplaced.replace(/\s+·\s+/g, ' ').replace(/^(?:the)\s+/i, '')));
  const words = name.split(/\s+/);
  const capitalised = words.filter((word) => /^[\p{Lu}\d#]/u.test(word)).length;
  // A title is mostly capitalised words, or capitalised words with only small words between them
  // ('Phoebe Bridgers live at the Hollywood Bowl'); a sentence is neither.
  const onlySmallLowerCase = words.every((word) => /^[\p{Lu}\d#]/u.test(word) || TITLE_SMALL_WORDS.has(word));
  if (words.length > 8 || capitalised === 0 || (capitalised < Math.ceil(words.length * 0.6) && !onlySmallLowerCase) || !isPlausibleName(name, { maxWords: 8 })) return null;
  // 'Students: you have a chance to …', 'Update!': one common word calls the reader or the post, it names no event.
  if (words.length === 1 && isCommonWord(name.toLowerCase())) return null;
  return name;
}

/** 'the Makers Market', 'Jazz Night', 'Holiday Pop-Up' anywhere in the post. */
function capitalisedEventName(masked: string): string | null {
  for (const match of masked.matchAll(/(?<![\p{L}\p{N}'’])(?=[\p{Lu}])/gu)) {
    const run = nameRunAt(masked, match.index, 6);
    if (!run) continue;
    const last = run.words[run.words.length - 1] ?? '';
    if (run.words.length >= 2 && new RegExp(`^(?:${EVENT_NOUNS})$`, 'i').test(last)) return fromShouting(cleanName(run.name));
  }
  return null;
}

/** 'free rooftop DJ sessions' -> 'Rooftop DJ sessions'; 'outdoor screening of Spirited Away'. */
function phraseName(masked: string): string | null {
  for (const line of masked.split('\n')) {
    // An emoji ends a phrase: 'concert in Winterlingen 🎻 Saturday night' holds no 'Winterlingen night'.
    const clean = stripEmoji(line.replace(/\p{Extended_Pictographic}+/gu, ' | '));
    for (const match of clean.matchAll(NOUN_PHRASE)) {
      const before = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
      const last = before.findLastIndex((word) => NOT_IN_PHRASE.has(word.toLowerCase()) || isFunctionWord(word, OTHER_LANGUAGES) || /[.,;:!?]$/.test(word));
      // 'Friday’s show' says when, not which: days and months are no part of a name made from words.
      const kept = before.slice(last + 1).filter((word) => !isCalendarWord(word));
      // '... of Spirited Away': only capitalised words belong to the title that follows.
      const rest = clean.slice(match.index + match[0].length);
      const title = /^\s+(?:of|OF|Of)\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(rest)?.[1] ?? null;
      if (kept.length === 0 && !title) continue;
      // 'This post is in celebration of Women's History Month': why something is done, not an event.
      if (kept.length === 0 && /(?:^|\s)in\s+$/i.test(match[1] ?? '')) continue;
      // 'THE CELEBRATION OF LEGENDARY DADDY LUMBA': each part read as written when not shouted.
      const head = fromShouting([...kept, match[2] ?? ''].join(' '));
      const phrase = [head, title ? `of ${fromShouting(title)}` : ''].filter(Boolean).join(' ');
      return phrase.charAt(0).toUpperCase() + phrase.slice(1);
    }
  }
  return null;
}

/** Words that invite to a named thing: 'Join Chef Mehta for Saanjha, a celebration of …', 'discover The Nawab's Table with …'. */
const INVITATION = /(?<![\p{L}])(?:join(?:\s+[^\s,.!?]+){0,4}?\s+for|discover|presenting|presents|introducing|announcing|welcome to|don't miss|dont miss|no te pierdas|não percam)\s+(?=\p{Lu})/giu;

/** '[BAND-MAID 10TH ANNIV. TOUR] day4 KOBE …', '【…】': a bracketed title opening the post. */
function bracketedTitle(masked: string): string | null {
  const title = /^\s*[[【]([^\]】\n]{3,60})[\]】]/u.exec(masked)?.[1];
  if (!title) return null;
  const name = fromShouting(cleanName(title));
  // A bracketed title may abbreviate ('10TH ANNIV. TOUR'), which a sentence check would refuse.
  return /\p{L}{2}/u.test(name) && name.split(/\s+/).length <= 8 && !/^[#@]/.test(name) ? name : null;
}

/** Whether most words of `name` (two at least) are in `title`. */
function mostlyWithin(name: string, title: string): boolean {
  const words = significantWords(name);
  const inTitle = new Set(significantWords(title));
  const shared = words.filter((word) => inTitle.has(word)).length;
  return shared >= 2 && shared * 3 >= words.length * 2;
}

/** 'tickets for Blue Rodeo at The KEE', 'entradas para Rosalía': what the tickets are for. */
const TICKETS_FOR = /(?<![\p{L}])(?:tickets?|entradas|boletos|ingressos|billets|karten|biglietti)\s+(?:for|para|pour|für|per)\s+(?=\p{Lu})/giu;

function ticketedName(masked: string): string | null {
  for (const match of masked.matchAll(TICKETS_FOR)) {
    const run = nameRunAt(masked, match.index + match[0].length, 6);
    if (!run) continue;
    const name = fromShouting(cleanName(run.name));
    if (isPlausibleName(name, { maxWords: 6 }) && !/^(?:the )?(?:show|event|concert|gig|night)$/i.test(name)) return name;
  }
  return null;
}

function invitedName(masked: string): string | null {
  for (const match of masked.matchAll(INVITATION)) {
    const run = nameRunAt(masked, match.index + match[0].length, 6);
    if (!run) continue;
    const name = fromShouting(cleanName(run.name));
    if (isPlausibleName(name, { maxWords: 6 }) && !/^(?:us|me|chef)\b/i.test(name)) return name;
  }
  return null;
}

const TITLE_CUE = /(?:called|named|titled|entitled|chamad[ao]s?|llamad[ao]s?|intitulad[ao]s?|intitolat[ao]|genaamd|intitulée?|exhibition|exposição|exposición|mostra|show|talk|conversa|workshop|festival|screening)\s*$/iu;

/** A quoted title in the post: 'the installation called "Wake"', 'a roda de conversa “Mentes que Criam …”'. */
function quotedName(masked: string): string | null {
  for (const match of masked.matchAll(/[“"«]([^“”"«»\n]{2,70})[”"»]/gu)) {
    const name = cleanName(match[1]!);
    // A quoted sentence ('“We need to take a stand.”') is a quote, not a title.
    if (!/^\p{Lu}/u.test(name) || /[.!?]$/.test(match[1]!.trim()) || !isPlausibleName(name, { maxWords: 8 })) continue;
    // One or two quoted words are a title only when the words before say so ('called "Wake"'), not a word quoted in passing.
    const before = masked.slice(Math.max(0, match.index - 24), match.index);
    if (name.split(/\s+/).length < 3 && !TITLE_CUE.test(before)) continue;
    return name;
  }
  return null;
}

/** A show named by who plays it: 'Concierto de Rosalía', 'Konzert von Giant Rooks', 'concert of Yo-Yo Ma'. */
const SHOW_KINDS = ['concierto', 'concerto', 'konzert', 'concert', 'show', 'espetáculo', 'espectáculo', 'spettacolo', 'recital', 'gira', 'tournée', 'turnê', 'tour'];
// Case is told apart by hand: with the i flag, \p{Lu} would take 'el' into the performer's name.
const PERFORMER_SHOW = new RegExp(
  String.raw`(?<![\p{L}])(${SHOW_KINDS.map((kind) => `[${kind[0]}${kind[0]!.toUpperCase()}]${kind.slice(1)}`).join('|')})\s+(de|di|del|da|do|des|du|von|of|by|van)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.-]*){0,3})`,
  'u',
);

function performerName(masked: string): string | null {
  const match = PERFORMER_SHOW.exec(masked);
  if (!match) return null;
  const name = `${match[1]!.charAt(0).toUpperCase()}${match[1]!.slice(1).toLowerCase()} ${match[2]!.toLowerCase()} ${cleanName(match[3]!)}`;
  return isPlausibleName(name, { maxWords: 7 }) ? name : null;
}

/** A name written as such: the post's title line, a show named by who plays it, a title after its kind or an invitation, a quoted title, a capitalised '... Market'. */
function writtenName(input: EventInput): string | null {
  const afterNoun = TITLE_AFTER_KIND.exec(input.masked)?.[2];
  return (
    bracketedTitle(input.masked) ??
    titleName(input.masked) ??
    performerName(input.masked) ??
    (afterNoun ? fromShouting(cleanName(afterNoun)) : null) ??
    ticketedName(input.masked) ??
    invitedName(input.masked) ??
    quotedName(input.masked) ??
    capitalisedEventName(input.masked)
  );
}

/** A name made from the post's words: 'Rooftop DJ sessions at Hotel Pulitzer', else 'Event at <venue>'. */
function madeName(input: EventInput, venue: EventVenue | null): string | null {
  const phrase = phraseName(input.masked);
  if (phrase) {
    const withVenue = venue && !nameKey(phrase).includes(nameKey(venue.name)) ? `${phrase} at ${venue.name}` : phrase;
    return withVenue.split(/\s+/).length <= 8 ? withVenue : phrase;
  }
  if (!venue) return null;
  // 'Live jazz tonight at Blue Note', 'Konzert am Samstag im Gretchen': the kind the post says, at its place.
  const kind = SAID_KIND.exec(input.masked)?.[1];
  return `${kind ? kind.charAt(0).toUpperCase() + kind.slice(1).toLowerCase() : 'Event'} at ${venue.name}`;
}

/** Kinds of event in words, in the languages members write in: what a made name calls the event. */
const SAID_KIND =
  /(?<![\p{L}])(live (?:jazz|music|muziek|musik|band|set|blues|salsa|show)|musique live|(?:\p{L}+\s+)?(?:ao vivo|en vivo|dal vivo)|konzert|concierto|concerto|concert|gig|party|fiesta|soirée|serata|lesung|optreden|spettacolo|espetáculo|espectáculo|show)(?![\p{L}])/iu;

const INSTRUCTOR = /\b(?:with|taught by|led by|hosted by|instructor:?|teacher:?|host:?)\s+(@[\p{L}\p{N}_.]+|[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})/u;
const CAPACITY = /\b(?:limited to|max(?:imum)?\.?|only|capacity:?|up to|just)\s*(\d{1,4})\s*(?:spots|people|seats|guests|participants|places|students|persons|attendees|spaces)\b|\b(\d{1,4})\s*(?:spots|seats|places)\s*(?:only|available|max)\b/i;
const AGE = /\b(?:ages?\s*)?(\d{1,2})\s*\+(?!\d)|\bages?\s*(\d{1,2})\s*(?:and up|and over|\+)/i;
const SKILL = /\b(total beginners?|complete beginners?|beginners?|all levels|intermediate|advanced|no experience (?:needed|required))\b/i;

function skillLevel(text: string): string | null {
  const word = SKILL.exec(text)?.[1]?.toLowerCase();
  if (!word) return null;
  if (word.includes('beginner') || word.startsWith('no experience')) return 'beginner';
  return word;
}

function whatToExpect(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /what (?:you'?ll|you will|to expect|we'?ll)|what's included|includes?:|you'?ll (?:learn|get|make)/i.test(line));
  const items: string[] = [];
  for (const line of start >= 0 ? lines.slice(start + 1) : []) {
    if (!line.trim()) break;
    const item = cleanName(line);
    if (item && item.split(/\s+/).length <= 14) items.push(item);
  }
  return items.slice(0, 8);
}

function pickWhen(input: EventInput): WhenMention | null {
  const first = input.dated[0];
  if (!first) return null;
  if (!first.temporal.all_day || input.clocks.length === 0) return first;
  // A date with its time written further on ('TOMORROW: ... lawn opens 5pm, film at 7pm').
  const near = input.clocks.filter((clock) => clock.index > first.index && clock.index - first.end < 240);
  const main = near.find((clock) => /(?:film|show|starts?|start|begins?|music|on stage|from|kick(?:s)? off)\s*(?:at|@|:)?\s*$/i.test(input.text.slice(Math.max(0, clock.index - 16), clock.index))) ?? near.find((clock) => clock.finish) ?? near[0];
  return main ? withClock(first, main, input.timeZone) : first;
}

export function findEvent(input: EventInput): EventFinding | null {
  const hasWords =
    EVENT_WORDS.test(input.masked) ||
    OTHER_LANGUAGE_EVENT_WORDS.test(input.masked) ||
    input.hashtags.some((tag) => /events?$|gigs?$|livemusic|workshop|class$|classes$|thingstodo/i.test(tag));
  const when = pickWhen(input);
  const recurring = input.recurrence !== null && input.recurrence.days.length > 0 && input.recurrence.type !== 'daily';
  if (!hasWords || (!when && !recurring)) return null;
  const isClass = CLASS_WORDS.test(input.masked) || input.hashtags.some((tag) => /class|workshop|lesson|course/i.test(tag)) || /\b(?:for (?:total |complete )?beginners|taught by|learn (?:to|how))\b/i.test(input.masked);
  const written = writtenName(input);
  // The venue written after the date, else the first; never the event itself ('the Makers Market').
  const venues = input.venues.filter((candidate) => {
    if (!written) return true;
    const key = nameKey(candidate.name);
    const writtenKey = nameKey(written);
    // 'Live at the Jazz Cafe' names its venue; 'the Makers Market' is the event itself.
    if (new RegExp(`\\b(?:at|@) (?:the )?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(writtenKey)) return true;
    return key !== writtenKey && !writtenKey.endsWith(key);
  });
  const venue = venues.find((candidate) => when && candidate.index > when.index) ?? venues[0] ?? null;
  // A name the post gives outright ('Fiestas Patronales 2026') beats a title line that only contains it ('¡Ya están aquí nuestras fiestas patronales 2026!').
  const titled = written && input.namedEvent && written.length > input.namedEvent.length && mostlyWithin(input.namedEvent, written) ? input.namedEvent : written;
  const name = input.matchup ?? (titled && (!venue || nameKey(titled) !== nameKey(venue.name)) ? titled : (input.namedEvent ?? madeName(input, venue)));
  if (!name) return null;
  const price = input.prices.find((candidate) => !candidate.tier) ?? null;
  const ticketLink = input.links.find((link) => link.kind === 'tickets') ?? input.links.find((link) => link.kind === 'website' && /ticket|rsvp|book|register|sign up/i.test(input.text.slice(Math.max(0, link.index - 30), link.index)));
  const instructor = INSTRUCTOR.exec(input.text);
  const capacity = CAPACITY.exec(input.text);
  const age = AGE.exec(input.masked);
  const ageValue = age ? Number(age[1] ?? age[2]) : null;
  const template: ClassEventTemplate = {
    title: name,
    datetime: { start: when?.temporal.start ?? null, end: when?.temporal.end ?? null },
    venue: { name: venue?.name ?? null, address: venue?.address ?? null },
    ticket: { url: ticketLink?.url ?? null, price_min: price?.min ?? null, price_max: price?.max ?? null },
    instructor: { name: isClass && instructor ? (instructor[1] ?? '').replace(/^@/, '').replace(/\.$/, '') : null, bio: null, credentials: null },
    capacity: capacity ? Number(capacity[1] ?? capacity[2]) : null,
    requirements: { age_min: ageValue !== null && ageValue >= 3 && ageValue <= 25 ? ageValue : null, skill_level: skillLevel(input.masked) },
    what_to_expect: whatToExpect(input.text),
    recurrence: { type: input.recurrence?.type ?? null, days: input.recurrence?.days ?? [], end_date: null },
    message_ids: [],
    mention_count: 1,
  };
  const noun = new RegExp(`\\b(${EVENT_NOUNS})\\b`, 'i');
  const category = (noun.exec(name) ?? noun.exec(input.masked))?.[1]?.toLowerCase() ?? (isClass ? 'class' : null);
  return {
    name,
    type: isClass ? 'class' : 'event',
    category,
    temporal: when?.temporal ?? null,
    venue,
    price,
    ticketUrl: ticketLink?.url ?? null,
    doors: when?.doors ?? null,
    template,
  };
}

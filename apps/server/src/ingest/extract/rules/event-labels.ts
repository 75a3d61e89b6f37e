// Events a post names in one of two shapes that recur across accounts and languages:
//   a field line that labels the event's name, as a pin line labels a place:
//     '活動名稱：Excellent的一天', 'イベント名：…', 'Event name: …', 'Nombre del evento: …';
//   an account's own tag for its event, written as a name and said to be one:
//     'Friday's #DiorWinter25 show', '#DevFestFL is happening early November'.
// Both are read line by line, on text already cut to its maximum length.
import { CALENDAR_WORDS, DESCRIPTIVE_WORDS } from './lexicon';
import { fromShouting, nameRunAt, nameRunBefore } from './name-runs';
import { cleanName, handleName, isPlausibleName } from './names';

export interface LabelledEvent {
  name: string;
  index: number;
  /** The post's words say what kind of event it is ('session', 'Night'): it speaks for the post's category. */
  kindSaid?: boolean;
  /** What kind of event, when the shape says it ('sports' for a match). */
  kind?: string;
  /** The work it shows, when named after one ('Indiana Jones' of 'the premiere of Indiana Jones'): no place. */
  work?: string;
}

/** Field labels of an event's name (the value follows a colon). */
const NAME_LABEL =
  /(?:活動名稱|活动名称|イベント名|行事名|행사명|이벤트명|event name|name of the event|nombre del evento|nome do evento|nom de l['’]événement|veranstaltungsname|evenementnaam|nome dell['’]evento)\s*[:：][ \t]*([^\n]+)/giu;
/** What may stand before the label on its line: spaces, emoji, a bullet. */
const LINE_DECORATION = /^[ \t\p{Extended_Pictographic}\uFE0F•*-]*$/u;
/** A value longer than this is a sentence, not a name. */
const MAX_LABELLED = 60;

/** An event's name given in a field line. */
export function findLabelledEvents(text: string): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(NAME_LABEL)) {
    // The label opens its line (after emoji or a bullet); mid-sentence it is prose.
    const lineStart = text.lastIndexOf('\n', match.index - 1) + 1;
    if (match.index - lineStart > 8 || !LINE_DECORATION.test(text.slice(lineStart, match.index))) continue;
    const value = match[1]!;
    const name = cleanName(value.split(/\s[|｜/]\s|\s{2,}|[。]/u)[0] ?? '');
    if (!name || name.length > MAX_LABELLED || /^\d/.test(name) || CALENDAR_WORDS.has(name.toLowerCase().split(/\s+/)[0] ?? '')) continue;
    found.push({ name, index: match.index + match[0].length - value.length });
  }
  return found;
}

/**
 * A hashtag that a kind of event follows ('#DiorWinter25 show') or that the sentence says is
 * happening ('#DevFestFL is happening'). Only a tag written with capitals counts: it is written as
 * a name ('#fun show' is not one).
 */
const TAG_THEN_EVENT =
  /(?<![\p{L}\p{N}_&/#@'’])#([\p{L}\p{N}_]{3,40})\s+(?:(show|concert|gig|festival|conference|summit|meetup|exhibition|fair|tour|party)\b|(?:is|are)\s+(?:happening|taking place)\b|(?:takes place|kicks off)\b)/giu;

export function findTaggedEvents(text: string): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(TAG_THEN_EVENT)) {
    const tag = match[1]!;
    if (!/\p{Lu}/u.test(tag.slice(1)) || !/^\p{L}/u.test(tag)) continue;
    // 'DiorWinter25' reads 'Dior Winter 25': letters and digits are words apart.
    const words = handleName(tag).replace(/(\p{L})(\d)/gu, '$1 $2');
    const kind = match[2] ? ` ${match[2].toLowerCase()}` : '';
    const name = `${words}${kind}`;
    if (isPlausibleName(name, { maxWords: 7 })) found.push({ name, index: match.index });
  }
  return found;
}

/**
 * A kind of event, then its tag: 'la gira #MirandoAlHorizonte', 'the festival #RockInRio'; or the
 * tag, then its kind: 'our last #FabricAfrica event'.
 */
const KIND_THEN_TAG =
  /(?<![\p{L}])(?:gira|tour|turnê|tournée|festival|exhibition|exposição|exposición|mostra|ausstellung)\s+#([\p{L}\p{N}_]{3,40})|#([\p{L}\p{N}_]{3,40})\s+(?:event|workshop|exhibition|festival|concert|gig|party|night|fair|market|tour|talk|screening|conference|meetup)(?![\p{L}])/giu;

export function findKindThenTag(text: string): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(KIND_THEN_TAG)) {
    const tag = (match[1] ?? match[2])!;
    if (!/^\p{Lu}/u.test(tag) || !/\p{Lu}/u.test(tag.slice(1))) continue;
    const name = handleName(tag);
    if (isPlausibleName(name, { maxWords: 7 })) found.push({ name, index: match.index + match[0].indexOf(`#${tag}`) + 1 });
  }
  return found;
}

/**
 * 'tickets are on sale for Leonardo: A Life in Drawing in Bristol', 'tickets left for Swan Lake':
 * what tickets are for is an event, named by its capitalised title (a subtitle after a colon too);
 * tickets for a place are a trip ('tickets for New York').
 */
const TICKETS_FOR =
  /(?<![\p{L}])tickets?\s+(?:(?:are|is)\s+)?(?:(?:now\s+)?on\s+sale|available|left)?\s*for\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}'’-]*(?:(?::\s+|\s+)(?:\p{Lu}[\p{L}\p{N}'’-]*|of|the|in|a|and|&)){0,7})/gu;

export function findTicketedTitles(text: string, isArea: (words: string) => boolean): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(TICKETS_FOR)) {
    // The title ends before the place it is in ('… in Bristol') and before small words left hanging.
    const title = match[1]!.replace(/(?:\s+(?:in|of|the|a|and|&))+(?:\s+\p{Lu}[\p{L}'’-]*)?$/u, '');
    const name = cleanName(title);
    if (name.split(/\s+/).length < 2 || isArea(name.toLowerCase()) || !isPlausibleName(name, { maxWords: 8 })) continue;
    found.push({ name, index: match.index + match[0].length - match[1]!.length, kindSaid: true });
  }
  return found;
}

/**
 * A quoted title right after the kind of event it is: 'a roda de conversa “Mentes que Criam …”',
 * 'the exhibition "Wake"'. A quoted sentence is a quote, not a title.
 */
const KIND_THEN_QUOTE =
  /(?<![\p{L}])(?:exhibition|exhibit|exposição|exposición|exposition|mostra|ausstellung|talk|conversa|palestra|lecture|conferência|conferencia|seminar|seminário|seminario|webinar|panel|workshop|oficina|taller|festival|screening|concert|concerto|concierto|konzert|play|espetáculo|espectáculo|performance)\s+[“"«]([^“”"«»\n]{2,70})[”"»]/giu;

/** A quoted title, then the kind of event it is: 'a “Understanding Entrepreneurship” session'. */
const QUOTE_THEN_KIND =
  /[“"«„]([^“”"«»„\n]{2,70})[”"»“]\s+(?:session|talk|workshop|lecture|seminar|webinar|panel|masterclass|class|concert|gig|show|exhibition|screening|party|night|festival|event|meetup|tour|gala|sessão|palestra|oficina|taller|charla|konzert|abend|soirée|conférence|atelier)(?![\p{L}])/giu;
/** A quoted title that ends in what it is: '„Kings Night“', '"Summer Jam Party"'. */
const QUOTED_EVENT_TITLE = /[“"«„]((?:[^“”"«»„\n\s]+\s+){1,4}(?:night|nights|party|jam|rave|ball|gala|fest|festival|session|sessions|quiz|nacht|fiesta|festa|soirée|soiree))[”"»“]/giu;

export function findQuotedTitles(text: string): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  const take = (raw: string, index: number, kindSaid: boolean) => {
    const name = cleanName(raw);
    if (!/^\p{Lu}/u.test(name) || /[.!?]$/.test(raw.trim()) || !isPlausibleName(name, { maxWords: 8 })) return;
    // 'the “Good Night”': a title of a word that says nothing but the kind is a greeting or a song.
    if (name.split(/\s+/).slice(0, -1).every((word) => DESCRIPTIVE_WORDS.has(word.toLowerCase()) || CALENDAR_WORDS.has(word.toLowerCase()))) return;
    if (!found.some((other) => other.index === index)) found.push({ name, index, kindSaid });
  };
  for (const match of text.matchAll(QUOTE_THEN_KIND)) take(match[1]!, match.index + 1, true);
  for (const match of text.matchAll(QUOTED_EVENT_TITLE)) take(match[1]!, match.index + 1, true);
  for (const match of text.matchAll(KIND_THEN_QUOTE)) {
    const raw = match[1]!;
    const name = cleanName(raw);
    if (!/^\p{Lu}/u.test(name) || /[.!?]$/.test(raw.trim()) || !isPlausibleName(name, { maxWords: 8 })) continue;
    found.push({ name, index: match.index + match[0].length - raw.length - 1 });
  }
  return found;
}

/** Kinds of event that Korean, Japanese and Chinese posts put right before their title in brackets. */
const CJK_EVENT_KINDS =
  '전시회|전시|컨퍼런스|콘퍼런스|공연|콘서트|축제|페스티벌|세미나|포럼|展覧会|展示会|個展|展|公演|コンサート|フェス|セミナー|展览|展覽|演唱会|演唱會|音乐节|音樂節';
/**
 * A title in the brackets these languages set titles in, after its kind: '전시 《음향형태론 Audio
 * Morphology》', '디자인 컨퍼런스 <Simplicity 21>', '展覧会「光の記憶」'.
 */
const KIND_THEN_BRACKETED_TITLE = new RegExp(String.raw`(?:${CJK_EVENT_KINDS})\s*[《〈<「『]([^《》〈〉<>「」『』\n]{1,40})[》〉>」』]`, 'gu');

export function findBracketedTitles(text: string): LabelledEvent[] {
  if (!/[《〈<「『]/u.test(text)) return [];
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(KIND_THEN_BRACKETED_TITLE)) {
    const name = cleanName(match[1]!);
    if (name && isPlausibleName(name, { maxWords: 8 })) found.push({ name, index: match.index + match[0].length - match[1]!.length - 1, kindSaid: true });
  }
  return found;
}

/** 'the premiere of Indiana Jones', 'a screening of Spirited Away', 'l'avant-première de Dune': a work shown is an event. */
const PREMIERE_OF =
  /(?<![\p{L}])(premiere|première|avant-première|screening|estreia|estreno|anteprima)\s+(?:of|de|do|da|del|du|di)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}'’:-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’:-]*|of|the|and|&|\d{1,2})){0,5})/gu;

export function findPremieres(text: string): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(PREMIERE_OF)) {
    const work = cleanName(match[2]!.replace(/\s+(?:of|the|and|&)$/u, ''));
    const name = `${work} ${match[1]!.toLowerCase()}`;
    if (work && isPlausibleName(name, { maxWords: 8 })) found.push({ name, index: match.index + match[0].length - match[2]!.length, kindSaid: true, kind: 'screening', work });
  }
  return found;
}

/** 'Beast Games Season 2', 'The Walking Dead saison 10': a series' season is announced as an event. */
const SEASON = /(?<![\p{L}\p{N}])([Ss]eason|SEASON|[Ss]aison|[Tt]emporada|[Ss]taffel)\s+(\d{1,2})(?![\p{L}\p{N}])/gu;
/** The title is read from a few words before the season only: a long line is never read again from each match. */
const TITLE_WINDOW = 80;

export function findSeasons(text: string): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(SEASON)) {
    const windowStart = Math.max(0, match.index - TITLE_WINDOW);
    const window = text.slice(windowStart, match.index);
    const run = nameRunBefore(window, window.length, 5);
    if (!run) continue;
    const title = cleanName(run.name);
    const words = title.toLowerCase().split(/\s+/);
    // 'Season 2' alone, or 'New Season 3', says which season of nothing.
    if (words.every((word) => CALENDAR_WORDS.has(word) || word === 'new' || word === 'the')) continue;
    const name = `${title} ${match[1]} ${match[2]}`;
    if (isPlausibleName(name, { maxWords: 8 })) found.push({ name, index: windowStart + run.index });
  }
  return found;
}

/**
 * 'in Rock Im Park 2024', 'at Primavera Sound 2025': a name with a year after a word that puts
 * someone there is an edition of an event; places do not carry years.
 */
const EDITION =
  /(?<![\p{L}\p{N}])(?:in|at|@|to|from|for)\s+((?:\p{Lu}[\p{L}'’-]*\s+(?:(?:im|in|am|de|del|da|do|of|the|on|la)\s+)?){1,4})((?:19|20)\d{2})(?![\p{L}\p{N}])/gu;

export function findEditions(text: string, isArea: (word: string) => boolean): LabelledEvent[] {
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(EDITION)) {
    const title = cleanName(match[1]!);
    const words = title.toLowerCase().split(/\s+/);
    // 'in Tokyo 2019', 'in March 2024', 'in Summer 2023': a trip or a time, not an edition.
    if (words.every((word) => CALENDAR_WORDS.has(word) || isArea(word) || word.length <= 3) || isArea(title.toLowerCase())) continue;
    const name = `${title} ${match[2]}`;
    if (isPlausibleName(name, { maxWords: 7 })) found.push({ name, index: match.index + match[0].length - match[1]!.length - match[2]!.length });
  }
  return found;
}

/** Japanese kinds of event a post names by whose it is ('Aice5の上映会', 'モノクロームちゃんのライブ'). */
const JAPANESE_EVENT_KINDS =
  'ワンマンライブ|ワンマン|ライブ|上映会|トークショー|トークイベント|リリースイベント|リリイベ|イベント|お渡し会|握手会|サイン会|公演|コンサート|発表会|試写会|舞台挨拶|展示会|展覧会|個展';
const JAPANESE_OWNED_EVENT = new RegExp(
  String.raw`([\p{Script=Katakana}\p{Script=Han}A-Za-z0-9０-９Ａ-Ｚａ-ｚー・&＆]{2,24}(?:ちゃん|さん|くん)?)の(${JAPANESE_EVENT_KINDS})`,
  'gu',
);
/** A title in brackets, then its kind: '「Be with you」お渡し会'. */
const JAPANESE_TITLED_EVENT = new RegExp(String.raw`「([^「」\n]{1,30})」の?(${JAPANESE_EVENT_KINDS})`, 'gu');
/** Whose event it is cannot be a day or a time: '今日のライブ', '２０日の上映会', '次回のイベント'. */
const JAPANESE_NOT_OWNER = /^(?:[0-9０-９]+[日月年時]?|今日|明日|昨日|本日|今夜|今晩|今回|次回|前回|今年|去年|来年|来月|今月|先月|週末|年末|年始|最初|最後|初|毎年|みんな|私|僕|俺|うち|夏|冬|春|秋)$/u;

export function findJapaneseEventPhrases(text: string): LabelledEvent[] {
  // Both shapes hang on 'の' or '「': a text without them is not read (the owner's pattern would
  // otherwise try every run of Latin letters in a long English caption).
  if (!text.includes('の') && !text.includes('「')) return [];
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(JAPANESE_TITLED_EVENT)) found.push({ name: match[0], index: match.index, kindSaid: true });
  for (const match of text.matchAll(JAPANESE_OWNED_EVENT)) {
    if (JAPANESE_NOT_OWNER.test(match[1]!) || found.some((other) => match.index >= other.index && match.index < other.index + other.name.length)) continue;
    found.push({ name: match[0], index: match.index, kindSaid: true });
  }
  return found;
}

/** 'HBC Izon 🆚 PE2M HB', 'Arsenal vs. Spurs', 'FC Köln v Bayern': two sides of a match. */
const VERSUS = /\s(?:vs\.?|v\.|versus|🆚|contre|gegen|contra)\s+/giu;
/** A match is announced with a day or a time, or in words of sport; 'Batman vs Superman' is neither. */
const MATCH_WORDS =
  /(?<![\p{L}])(?:match|matchday|game|kick-?off|derby|league|cup|world cup|mundial|copa do mundo|coupe du monde|spiel|basketball|football|fu(?:ß|ss)ball|hockey|volleyball|handball|baseball|rugby|baloncesto|fútbol|futebol|calcio|voetbal|heimspiel|auswärtsspiel|anpfiff|partido|jornada|jogo|partita|wedstrijd|rencontre|championnat|coup d['’]envoi|試合|キックオフ|リーグ|경기)(?![\p{L}])|\d{1,2}[:h.]\d{2}|\d{1,2}\s?(?:am|pm|uhr)(?![\p{L}])/iu;
const MATCH_WINDOW = 60;
const HANDLE_BEFORE = /@([\p{L}\p{N}_]+)$/u;
const HANDLE_AFTER = /^\s+@([\p{L}\p{N}_]+)/u;

/** A side's name out of capitals, its short initials kept ('HBC IZON' -> 'HBC Izon', 'PE2M HB' stays). */
function teamName(raw: string): string {
  // 'Australia EN VIVO': how the match is shown is no part of a side's name.
  const name = cleanName(raw.replace(/\s+(?:en vivo|en directo|ao vivo|live|in diretta|en direct)\s*$/iu, ''));
  if (name !== name.toUpperCase()) return name;
  return name
    .split(' ')
    .map((word) => (word.length <= 4 || /\d/.test(word) ? word : fromShouting(word)))
    .join(' ');
}

/** Matches in `text` (mentions blanked), their sides read from `written` (same offsets) when they are accounts. */
export function findMatchups(text: string, written: string): LabelledEvent[] {
  if (!MATCH_WORDS.test(written)) return [];
  const found: LabelledEvent[] = [];
  for (const match of text.matchAll(VERSUS)) {
    const windowStart = Math.max(0, match.index - MATCH_WINDOW);
    const window = text.slice(windowStart, match.index);
    const after = match.index + match[0].length;
    // Clubs are as often named by their accounts: '@BroseBaskets gegen @Artland_Dragons'.
    const homeHandle = HANDLE_BEFORE.exec(written.slice(windowStart, match.index));
    // The blanked account is spaces in `text`, which the pattern's trailing spaces take in.
    const awayHandle = HANDLE_AFTER.exec(written.slice(match.index + match[0].trimEnd().length, after + MATCH_WINDOW));
    const home = homeHandle ? { name: handleName(homeHandle[1]!), index: homeHandle.index } : nameRunBefore(window, window.length, 5);
    const away = awayHandle ? { name: handleName(awayHandle[1]!), index: after } : nameRunAt(text, after, 5);
    if (!home || !away || away.index !== after) continue;
    const name = `${teamName(home.name)} vs ${teamName(away.name)}`;
    if (isPlausibleName(name, { maxWords: 11 })) found.push({ name, index: windowStart + home.index, kindSaid: true, kind: 'sports' });
  }
  return found;
}

/** Korean words for kinds of event, with the kind they say: what a Korean title line ends in. */
const KOREAN_EVENT_ENDINGS: Record<string, string> = {
  공연: 'concert', 콘서트: 'concert', 단독공연: 'concert', 페스티벌: 'festival', 축제: 'festival', 전시: 'exhibition', 전시회: 'exhibition',
  비엔날레: 'exhibition', 박람회: 'fair', 페어: 'fair', 마켓: 'fair', 플리마켓: 'fair', 팝업: 'event', 팝업스토어: 'event', 파티: 'event', 워크숍: 'class', 클래스: 'class',
};
/** A date or a tag in brackets before a title ('[2023.10.14] …', '【告知】'). */
const BRACKET_OPENING = /^\s*(?:[[【(][^\]】)\n]{1,20}[\]】)]\s*)+/u;
/** '<Name> Live in Seoul 2023': a show named by who plays and where. */
const LIVE_IN = /^(\p{Lu}[^\n]{0,40}?\sLive\s(?:in|at)\s\p{Lu}[\p{L}'’-]+(?:\s(?:19|20)\d{2})?)(?![\p{L}\p{N}])/u;
const TITLE_WORDS_MAX = 8;

/**
 * The post's title line as an event, in shapes that have no capitals to go by: a Korean title
 * ending in what it is ('불싸조 단독 공연', '타이포잔치 2023 국제 타이포그래피 비엔날레'), or
 * '<Name> Live in <City> <Year>'.
 */
export function findTitleLineEvents(text: string): LabelledEvent[] {
  const lineStart = /\S/u.exec(text)?.index;
  if (lineStart === undefined) return [];
  const line = text.slice(lineStart).split('\n')[0]!;
  const opening = BRACKET_OPENING.exec(line)?.[0].length ?? 0;
  const title = cleanName(line.slice(opening).replace(/[\p{Extended_Pictographic}\uFE0F\u200D]+/gu, ' ').replace(/\s+/g, ' '));
  const index = lineStart + opening + Math.max(0, line.slice(opening).indexOf(title.split(' ')[0] ?? ''));
  const live = LIVE_IN.exec(title);
  if (live) return [{ name: live[1]!, index, kindSaid: true, kind: 'concert' }];
  const words = title.split(' ');
  if (words.length < 2 || words.length > TITLE_WORDS_MAX || !/\p{Script=Hangul}/u.test(title)) return [];
  const last = words.at(-1)!;
  const kind = KOREAN_EVENT_ENDINGS[last] ?? KOREAN_EVENT_ENDINGS[words.slice(-2).join('')];
  return kind ? [{ name: title, index, kindSaid: true, kind }] : [];
}

// Which languages a caption is likely written in, from its short function words (and Japanese
// script), so that language-specific readers (chrono-node's date locales) only run where they can
// help: a Dutch reading of an English caption finds dates in words that are not dates.

export type CaptionLanguage = 'es' | 'pt' | 'fr' | 'de' | 'nl' | 'it' | 'ja';

const ENGLISH_CALENDAR = new Set('april may june july august september october november december'.split(' '));

/** Words common in running text of each language and rare in the others' (and in English). */
const FUNCTION_WORDS: Record<Exclude<CaptionLanguage, 'ja'>, ReadonlySet<string>> = {
  es: new Set(['el', 'los', 'las', 'del', 'que', 'y', 'en', 'para', 'con', 'una', 'es', 'por', 'muy', 'hoy', 'mañana', 'noche', 'esta', 'sábado', 'domingo']),
  pt: new Set(['o', 'os', 'do', 'da', 'dos', 'das', 'que', 'e', 'em', 'no', 'na', 'para', 'com', 'uma', 'é', 'dia', 'hoje', 'amanhã', 'sábado', 'domingo', 'não']),
  fr: new Set(['le', 'les', 'des', 'du', 'et', 'est', 'pour', 'avec', 'une', 'ce', 'soir', 'demain', 'dans', 'sur', 'pas', 'samedi', 'dimanche', 'à']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'mit', 'für', 'am', 'im', 'ein', 'eine', 'nicht', 'auf', 'wir', 'heute', 'morgen', 'abend', 'samstag', 'sonntag']),
  nl: new Set(['het', 'een', 'en', 'van', 'is', 'met', 'voor', 'op', 'niet', 'wij', 'we', 'vandaag', 'vanavond', 'morgen', 'zaterdag', 'zondag', 'bij']),
  it: new Set(['il', 'di', 'che', 'e', 'per', 'con', 'del', 'della', 'alle', 'una', 'è', 'non', 'oggi', 'stasera', 'domani', 'sabato', 'domenica']),
};
/**
 * Days and months: a short announcement ('Concerto sabato 1 febbraio al Fabrique') may hold no
 * function word but its date, and the date is what the language's reader is for.
 */
const CALENDAR_NAMES: Record<Exclude<CaptionLanguage, 'ja'>, string> = {
  es: 'lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre',
  pt: 'segunda terça quarta quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  fr: 'lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  de: 'montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember',
  nl: 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag januari februari maart april mei juni juli augustus september oktober november december',
  it: 'lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
};
for (const [language, names] of Object.entries(CALENDAR_NAMES) as Array<[Exclude<CaptionLanguage, 'ja'>, string]>) {
  // Names English shares ('april', 'september', 'august') say nothing of the language.
  FUNCTION_WORDS[language] = new Set([...FUNCTION_WORDS[language], ...names.split(' ').filter((name) => !ENGLISH_CALENDAR.has(name))]);
}
const MIN_HITS = 2;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function likelyLanguages(text: string): Set<CaptionLanguage> {
  // Each word counts once: 'en … en' is one Spanish word, not two Dutch ones.
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  const languages = new Set<CaptionLanguage>();
  for (const [language, vocabulary] of Object.entries(FUNCTION_WORDS) as Array<[CaptionLanguage, ReadonlySet<string>]>) {
    let hits = 0;
    for (const word of words) if (vocabulary.has(word) && ++hits >= MIN_HITS) break;
    if (hits >= MIN_HITS) languages.add(language);
  }
  if (KANA.test(text)) languages.add('ja');
  return languages;
}

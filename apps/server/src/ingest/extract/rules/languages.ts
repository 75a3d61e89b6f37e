// Which languages a caption is likely written in, from its short function words (and Japanese
// script), so that language-specific readers (chrono-node's date locales) only run where they can
// help: a Dutch reading of an English caption finds dates in words that are not dates.

export type CaptionLanguage = 'es' | 'pt' | 'fr' | 'de' | 'nl' | 'it' | 'ja';

/** Words common in running text of each language and rare in the others' (and in English). */
const FUNCTION_WORDS: Record<Exclude<CaptionLanguage, 'ja'>, ReadonlySet<string>> = {
  es: new Set(['el', 'los', 'las', 'del', 'que', 'y', 'en', 'para', 'con', 'una', 'es', 'por', 'muy', 'hoy', 'mañana', 'noche', 'sábado', 'domingo']),
  pt: new Set(['o', 'os', 'do', 'da', 'dos', 'das', 'que', 'e', 'em', 'no', 'na', 'para', 'com', 'uma', 'é', 'dia', 'hoje', 'amanhã', 'sábado', 'domingo', 'não']),
  fr: new Set(['le', 'les', 'des', 'du', 'et', 'est', 'pour', 'avec', 'une', 'ce', 'soir', 'dans', 'sur', 'pas', 'samedi', 'dimanche', 'à']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'mit', 'für', 'am', 'im', 'ein', 'eine', 'nicht', 'auf', 'wir', 'heute', 'samstag', 'sonntag']),
  nl: new Set(['het', 'een', 'en', 'van', 'is', 'met', 'voor', 'op', 'niet', 'wij', 'we', 'vandaag', 'zaterdag', 'zondag', 'bij']),
  it: new Set(['il', 'di', 'che', 'e', 'per', 'con', 'del', 'della', 'alle', 'una', 'è', 'non', 'oggi', 'stasera', 'sabato', 'domenica']),
};
const MIN_HITS = 2;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function likelyLanguages(text: string): Set<CaptionLanguage> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const languages = new Set<CaptionLanguage>();
  for (const [language, vocabulary] of Object.entries(FUNCTION_WORDS) as Array<[CaptionLanguage, ReadonlySet<string>]>) {
    let hits = 0;
    for (const word of words) if (vocabulary.has(word) && ++hits >= MIN_HITS) break;
    if (hits >= MIN_HITS) languages.add(language);
  }
  if (KANA.test(text)) languages.add('ja');
  return languages;
}

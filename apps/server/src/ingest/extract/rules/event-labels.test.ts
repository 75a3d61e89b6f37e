import { describe, expect, it } from 'vitest';
import { findEditions, findKindThenTag, findLabelledEvents, findQuotedTitles, findSeasons, findTaggedEvents, findTicketedTitles } from './event-labels';
import { maskTags } from './hashtags';

const names = (found: Array<{ name: string }>) => found.map((event) => event.name);

// Real captions of the evaluation set's tuning part, each named by its id.
describe('event-labels', () => {
  it("reads an event's name from its field line (ig-169), and no value that is a date or a sentence", () => {
    const caption = '親愛的訓練家們：\n\n今天所有的投擲都變成了Excellent！\n\n活動名稱：Excellent的一天\n活動時間：2024年4月1日00:00 至 23:59 (Local)\n\n #PokemonGO';
    expect(names(findLabelledEvents(caption))).toEqual(['Excellent的一天']);
    expect(names(findLabelledEvents('Event name: Open Studio Night\nWhen: Friday'))).toEqual(['Open Studio Night']);
    expect(names(findLabelledEvents('Event name: 12 May, doors at 7'))).toEqual([]);
    expect(names(findLabelledEvents(`Event name: ${'a very long sentence that goes on '.repeat(3)}`))).toEqual([]);
    // A time field is not a name field.
    expect(names(findLabelledEvents('活動時間：2024年4月1日00:00'))).toEqual([]);
  });

  it('reads a tag that a kind of event follows or that is said to be happening (ig-164, x-103)', () => {
    const dior = 'Dior global ambassador @JayChou exuded vibrant energy on the runway as he arrived at Friday’s #DiorWinter25 show in Paris';
    expect(names(findTaggedEvents(dior))).toEqual(['Dior Winter 25 show']);
    const devfest = 'RT @DevFestFlorida: Call for papers is here &amp; we want to hear from you. Please spread the word. #DevFestFL is happening early November. htt…';
    expect(names(findTaggedEvents(devfest))).toEqual(['Dev Fest FL']);
    // A tag written without capitals is a word, not a name.
    expect(names(findTaggedEvents('what a #fun show tonight'))).toEqual([]);
  });

  it('reads a tag after the kind of event it is (ig-074)', () => {
    expect(names(findKindThenTag('¡MI PRIMERA GIRA AHHH! 🌟\n\nNos vemos en la gira #MirandoAlHorizonte\n🎫 Entradas para Temuco'))).toEqual(['Mirando Al Horizonte']);
    expect(names(findKindThenTag('best festival #summer'))).toEqual([]);
  });

  it('reads a quoted title right after its kind (ig-067), not a quoted sentence', () => {
    const caption = 'o Banco do Brasil promoveu a roda de conversa “Mentes que Criam Corpos que Inspiram” reunindo vozes importantes';
    expect(names(findQuotedTitles(caption))).toEqual(['Mentes que Criam Corpos que Inspiram']);
    expect(names(findQuotedTitles('After the talk "We need to take a stand." everyone left'))).toEqual([]);
  });

  it("reads a series' season (tt-044, x-005), not a season of nothing", () => {
    expect(names(findSeasons('Beast Games Season 2 Trailer! 100 of the strongest people on earth vs 100 of the smartest'))).toEqual(['Beast Games Season 2']);
    expect(names(findSeasons('The Walking Dead saison 10, épisodes 1 à 16, ce soir dès 00h.'))).toEqual(['The Walking Dead saison 10']);
    expect(names(findSeasons('New Season 3 drops Friday'))).toEqual([]);
  });

  it('reads a name with a year after a word that puts someone there as an edition (tt-043), not a trip or a time', () => {
    const isArea = (word: string) => ['tokyo', 'japan'].includes(word);
    const caption = 'Swag mode with new outfit in Rock Im Park 2024 😎 🎥 Kisvig Edited by babymetalverse #babymetal';
    expect(names(findEditions(maskTags(caption), isArea))).toEqual(['Rock Im Park 2024']);
    expect(names(findEditions('back in Tokyo 2019 with friends', isArea))).toEqual([]);
    expect(names(findEditions('see you in March 2024', isArea))).toEqual([]);
  });
});

describe('findTicketedTitles', () => {
  const isArea = (words: string) => ['new york', 'bristol'].includes(words);

  it('reads the title tickets are for, without the place after it', () => {
    expect(findTicketedTitles('tickets are on sale for Leonardo: A Life in Drawing in Bristol - a great gift', isArea).map((event) => event.name)).toEqual(['Leonardo: A Life in Drawing']);
    expect(findTicketedTitles('Only 20 tickets left for Swan Lake this Friday', isArea).map((event) => event.name)).toEqual(['Swan Lake']);
  });

  it('reads no event in tickets for a place or for one word', () => {
    expect(findTicketedTitles('Booked our tickets for New York!', isArea)).toEqual([]);
    expect(findTicketedTitles('Get your tickets for Saturday', isArea)).toEqual([]);
  });
});

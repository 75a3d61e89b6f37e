import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import { findAreas } from './areas';
import { maskTags } from './hashtags';
import { findList } from './lists';

const gazetteer = createGazetteer();
const list = (text: string) => findList(text, findAreas(text, gazetteer));

describe('findList', () => {
  it('reads a numbered place list with areas and prices', () => {
    const found = list(`10 best ramen spots in NYC 🍜 save this for your next cold night

1. Ippudo — East Village. the Akamaru Modern is the classic for a reason ($19)
2. Ivan Ramen — Lower East Side. triple pork triple garlic mazeman, trust me
3. Totto Ramen — Hell's Kitchen. chicken paitan, the line moves fast`);
    expect(found?.title).toBe('10 best ramen spots in NYC');
    expect(found?.placeList).toBe(true);
    expect(found?.titleKind).toEqual({ type: 'restaurant', category: 'ramen' });
    expect(found?.items.map((item) => [item.number, item.name, item.location, item.price])).toEqual([
      [1, 'Ippudo', 'East Village, New York', '$19'],
      [2, 'Ivan Ramen', 'Lower East Side, New York', null],
      [3, 'Totto Ramen', "Hell's Kitchen, New York", null],
    ]);
  });

  it('cuts the title after its area', () => {
    const found = list(`5 best rooftop bars in London for summer 🌇🍹
1. Frank's Café, Peckham – top of a car park
2. Netil360, Hackney – mini golf
3. Bar Elba, Waterloo – deckchairs`);
    expect(found?.title).toBe('5 best rooftop bars in London');
    expect(found?.items.map((item) => item.name)).toEqual(["Frank's Café", 'Netil360', 'Bar Elba']);
    expect(found?.titleKind?.type).toBe('bar');
  });

  it('reads keycap and hash numbers', () => {
    const found = list('Top 3 bakeries in Paris\n1️⃣ Du Pain et des Idées\n2️⃣ Mamiche\n3️⃣ Boulangerie Utopie');
    expect(found?.items.map((item) => item.name)).toEqual(['Du Pain et des Idées', 'Mamiche', 'Boulangerie Utopie']);
    expect(list('my faves\n#1 Lilia\n#2 Via Carota\n#3 Dante')?.items.map((item) => item.number)).toEqual([1, 2, 3]);
  });

  it('reads itinerary titles without numbered items', () => {
    const found = list('48 hours in Lisbon without rushing it 🇵🇹\n\nDAY 1\nmorning: get lost in Alfama');
    expect(found?.title).toBe('48 hours in Lisbon');
    expect(found?.items).toEqual([]);
  });

  it('says when the items are not places', () => {
    const steps = list('Crispy potatoes\n1. Boil the potatoes\n2. Smash them flat\n3. Roast at 220C');
    expect(steps?.placeList ?? false).toBe(false);
    expect(steps?.title ?? null).toBeNull();
  });

  it('needs at least three items, counting up', () => {
    expect(list('1. Lilia\n2. Dante')).toBeNull();
    expect(list('3) Lilia\n1) Dante\n2) Via Carota')).toBeNull();
    expect(list('just a caption with 2 numbers and 3 words')).toBeNull();
  });
});

describe('findList: bullet lists under a title of places', () => {
  it('reads each bullet as a place, in lower case and in other languages (x-073, a tuning caption)', () => {
    const found = list('топ київських закладів для того шоб повайбити:\n- окто\n- пʼюр енд наїв\n- зиґзаґ\n- ферст поінт\n- дублер\n- дилетант');
    expect(found?.placeList).toBe(true);
    expect(found?.title).toBe('топ київських закладів для того шоб повайбити');
    expect(found?.items.map((item) => item.name)).toEqual(['окто', 'пʼюр енд наїв', 'зиґзаґ', 'ферст поінт', 'дублер', 'дилетант']);
  });

  it('reads accounts as the bullets under a line that announces places, the title after a first line that does not', () => {
    const text = 'SAVE this list of\n\nOur favourite places and what to get ⬇️\n\n🍪 @levainbakery - chocolate chip walnut cookie\n\n🥟 @dintaifungusa - pork xiao long bao\n\n🥞 @goldendinerny - honey butter pancakes\n\nFollow @someone for more!';
    const found = findList(maskTags(text), findAreas(text, gazetteer), text);
    expect(found?.title).toBe('Our favourite places and what to get');
    expect(found?.items.map((item) => [item.name, text.slice(item.index, item.index + 5)])).toEqual([
      ['Levain Bakery', '@leva'],
      ['Dintaifungusa', '@dint'],
      ['Golden Diner', '@gold'],
    ]);
  });

  it('reads no bullets under a title that names no places, nor bullets that are sentences', () => {
    expect(list('what I packed:\n- sunscreen\n- two hats\n- a book')).toBeNull();
    expect(list('best cafes for work:\n- go early, the tables fill up by nine every day\n- bring a charger\n- tip well')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import { findAreas } from './areas';
import { extractHashtags } from './hashtags';
import { findVenues, type VenueCandidate } from './places';

const gazetteer = createGazetteer();

function venues(text: string): VenueCandidate[] {
  return findVenues({ text, areas: findAreas(text, gazetteer), hashtags: extractHashtags(text), gazetteer });
}
const names = (text: string) => venues(text).map((venue) => venue.name);

describe('findVenues: pin and label lines', () => {
  it('reads a pin with name, address and area', () => {
    const [venue, ...rest] = venues('the cacio e pepe 🧀\n📍 Lilia, 567 Union Ave, Williamsburg, Brooklyn\n#nycfood');
    expect(rest).toEqual([]);
    expect(venue).toMatchObject({ name: 'Lilia', source: 'pin', address: '567 Union Ave, Williamsburg, Brooklyn', location: 'Williamsburg, Brooklyn' });
  });

  it('reads pins without a space and with other separators', () => {
    expect(venues('📍Dante, West Village')[0]).toMatchObject({ name: 'Dante', location: 'West Village, New York' });
    expect(venues('📍 Bar Mut | Eixample')[0]).toMatchObject({ name: 'Bar Mut', location: 'Eixample, Barcelona' });
  });

  it('reads Location: and Address: lines', () => {
    expect(venues('Location: Café Kitsuné, Palais Royal')[0]?.name).toBe('Café Kitsuné');
    const [venue] = venues('Devoción is the move ☕\nAddress: 69 Grand St, Brooklyn');
    expect(venue).toMatchObject({ name: 'Devoción', address: '69 Grand St, Brooklyn' });
  });

  it('reads a lower-case pin name', () => {
    expect(venues("📍 joe's pizza, greenwich village")[0]?.name).toBe("Joe's Pizza");
  });

  it('does not make a venue of an area pin or an address pin alone', () => {
    expect(names('sunset walks 🌅\n📍 Tokyo')).toEqual([]);
    expect(names('📍 Williamsburg, Brooklyn')).toEqual([]);
    expect(names('cute spot\n📍 123 Bedford Ave')).toEqual([]);
  });

  it('names an address pin after the post’s opening name', () => {
    const [venue] = venues('El Xampanyet 🥂 the most Barcelona bar in Barcelona\n📍 Carrer de Montcada 22, El Born');
    expect(venue).toMatchObject({ name: 'El Xampanyet', source: 'lead', address: 'Carrer de Montcada 22, El Born' });
    expect(venue?.location).toContain('El Born');
  });

  it('reads a pin in French, Spanish or Japanese address formats', () => {
    expect(venues('📍 Chez Janou, 2 Rue Roger Verlomme, 75003 Paris')[0]).toMatchObject({ name: 'Chez Janou', address: '2 Rue Roger Verlomme, 75003 Paris' });
    expect(venues('📍 1-5-8 Ebisu-Nishi, Shibuya-ku, Tokyo')).toEqual([]);
  });
});

describe('findVenues: phrases', () => {
  it('takes the place from a tag when a food post names none in its words (tuning caption tt-002)', () => {
    expect(names('Could you eat all this??? 🤩🤤 #libertineburger #chef #restaurant #lunch #takeaway #burgers')).toEqual(['Libertine Burger']);
    expect(names('Amazing stop on the tour, best coffee and pastries #worldcoffeetour #burgerlover #cafeberlin')).toEqual([]);
    expect(names('Reading all afternoon #libertineburger')).toEqual([]);
  });

  it("reads Vietnamese 'tại' before a place on any errand (tuning caption tt-029)", () => {
    expect(names('Homestay lãng mạng Sài Gòn chỉ từ 34k/h chia theo combo tại Peanut')).toEqual(['Peanut']);
    expect(names('Tại Sao không ai nói với tôi')).toEqual([]);
  });

  it('does not make a place of an event the post is at (third-round tuning caption ig-188)', () => {
    expect(names("Step into our Samsung Galaxy booth at BTS WORLD TOUR 'ARIRANG' IN GOYANG, so good to eat and drink with fans")).toEqual([]);
    expect(names('Dinner and drinks at Melt Festival, so good')).toEqual([]);
  });

  it("reads 'at <Venue>' when the sentence is about eating or drinking", () => {
    expect(names("dinner at Joe's Pizza then home")).toEqual(["Joe's Pizza"]);
    expect(names('soup curry at Rojiura Curry Samurai for lunch')).toEqual(['Rojiura Curry Samurai']);
    expect(names('get a negroni at Bar Pisellino across the street')).toEqual(['Bar Pisellino']);
  });

  it("reads 'at the <Venue>' and '@ <Venue>'", () => {
    expect(names("last night's show at the Hollywood Bowl was unreal")).toEqual(['Hollywood Bowl']);
    expect(names('cocktails @ The Dead Rabbit tonight')).toEqual(['The Dead Rabbit']);
  });

  it("reads a place right after a time: '7pm at Second Home Lisboa'", () => {
    expect(venues('Lisbon Devs is on Saturday, 7pm at Second Home Lisboa (Mercado da Ribeira, Cais do Sodré)')[0]).toMatchObject({
      name: 'Second Home Lisboa',
      location: expect.stringContaining('Cais do Sodré'),
    });
  });

  it("reads '<Venue> in <Area>'", () => {
    expect(venues('LA coffee shop you need to try: Go Get Em Tiger in Los Feliz ☕')[0]).toMatchObject({
      name: 'Go Get Em Tiger',
      location: 'Los Feliz, Los Angeles',
    });
    expect(venues('Bar Mut in Eixample is my favourite counter in Barcelona.')[0]?.name).toBe('Bar Mut');
  });

  it('reads capitalised names with a venue word', () => {
    expect(names('the tiniest café in Paris? Boot Café fits maybe 6 people')).toEqual(['Boot Café']);
    expect(names('🏰 Pena Palace first thing — book the 9:30 slot online')).toEqual(['Pena Palace']);
  });

  it('keeps one entry per place, the longer name winning', () => {
    expect(names('HONEY BUTTER TOAST at Arôme Bakery in Covent Garden\n\nArôme is a French-Asian bakery')).toEqual(['Arôme Bakery']);
  });

  it('reads a place named in a bracket as the location of the one before it', () => {
    const found = venues('drinks at Second Home Lisboa (Mercado da Ribeira, Cais do Sodré)');
    expect(found.map((venue) => venue.name)).toEqual(['Second Home Lisboa']);
  });
});

describe('findVenues: what is not a venue', () => {
  it.each([
    'see you at 8pm',
    'dinner at home tonight',
    'at Christmas we eat a lot',
    'at the moment I love ramen',
    'at Noon on Sunday',
    'at least try it',
    'Maya trained at Alfred University and taught at Parsons for years',
    "it's $179 at Target right now",
    'we were at Brooklyn all day eating',
    'lunch at Williamsburg was great',
    'Living in London is expensive',
    'Summer in Paris 🇫🇷',
    'Best Pizza in NYC?',
    'Christmas in New York',
    '#brooklyn #pizza @joespizza',
    'we walked in at 5:05 on a Tuesday',
    'TOMORROW at 7PM',
    'her birthday at Grandma’s was lovely',
    'Coffee Lovers unite ☕',
    'Honey Butter Toast is the best',
  ])('%s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('does not read a handle as a venue', () => {
    expect(names('dinner @lilia_brooklyn last night')).toEqual([]);
  });

  it('does not take a sentence as a name', () => {
    expect(names('📍 we stopped here on our way home and it was so good')).toEqual([]);
  });
});

describe('findVenues: accounts on label lines and places named to compare', () => {
  it('reads a label line that names its place by its account (ig-065, a tuning caption)', () => {
    const caption = 'Sneak peek do pré wedding dos lindos Jeysi e Lucas!\nE assim começa a contagem regressiva pro dia mais importante da vida ✨️\n\nLocação: @recantodassucupiras';
    expect(venues(caption).map((venue) => [venue.source, venue.name])).toEqual([['label', 'Recantodassucupiras']]);
  });

  it('reads no famous place named only to compare (ig-019, a tuning caption)', () => {
    expect(names('The MET 🤩\nLike the Louvre but less crowded 😅')).not.toContain('Louvre');
  });
});

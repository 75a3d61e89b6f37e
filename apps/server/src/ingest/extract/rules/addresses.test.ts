import { describe, expect, it } from 'vitest';
import { findAddresses } from './addresses';

const addresses = (text: string) => findAddresses(text).map((address) => address.text);

describe('findAddresses', () => {
  it('reads US addresses with their tails', () => {
    expect(addresses('📍 Lilia, 567 Union Ave, Brooklyn, NY 11211')).toEqual(['567 Union Ave, Brooklyn, NY 11211']);
    expect(addresses('123 Bedford Ave')).toEqual(['123 Bedford Ave']);
    expect(addresses('📍 208 E 8th St, Downtown LA (Fashion District)')).toEqual(['208 E 8th St, Downtown LA']);
    expect(addresses('65 4th Ave, East Village')).toEqual(['65 4th Ave, East Village']);
    expect(addresses('327 Bowery')).toEqual(['327 Bowery']);
    expect(addresses('100 Ave A')).toEqual(['100 Ave A']);
    expect(addresses('lower case works too: 123 bedford ave')).toEqual(['123 bedford ave']);
  });

  it('reads French addresses', () => {
    expect(addresses('45 Rue de Bretagne, 75003 Paris')).toEqual(['45 Rue de Bretagne, 75003 Paris']);
    expect(addresses('📍 19 Rue du Pont aux Choux, 75003 Paris')).toEqual(['19 Rue du Pont aux Choux, 75003 Paris']);
    expect(addresses('12, rue des Rosiers')).toEqual(['12, rue des Rosiers']);
    expect(addresses('📍 22 Bd de Clichy, 18e')).toEqual(['22 Bd de Clichy']);
  });

  it('reads Spanish, Catalan, Italian and Portuguese addresses with the number after the street', () => {
    expect(addresses('Carrer de Verdi 12, Barcelona')).toEqual(['Carrer de Verdi 12, Barcelona']);
    expect(addresses('📍 Carrer de Montcada 22, El Born')).toEqual(['Carrer de Montcada 22, El Born']);
    expect(addresses('Calle de Hortaleza 74, Madrid')).toEqual(['Calle de Hortaleza 74, Madrid']);
    expect(addresses('Via Roma 12')).toEqual(['Via Roma 12']);
    expect(addresses('Rua Augusta 100')).toEqual(['Rua Augusta 100']);
    expect(addresses('Av. Paulista 1578, São Paulo')).toEqual(['Av. Paulista 1578, São Paulo']);
  });

  it('reads German and Dutch compound street names', () => {
    expect(addresses('Torstraße 12, 10119 Berlin')).toEqual(['Torstraße 12, 10119 Berlin']);
    expect(addresses('Friedrichstr. 68')).toEqual(['Friedrichstr. 68']);
    expect(addresses('Prinsengracht 263')).toEqual(['Prinsengracht 263']);
  });

  it('reads UK addresses and postcodes', () => {
    expect(addresses('7 Boundary St, London E2 7JE')).toEqual(['7 Boundary St, London E2 7JE']);
    expect(addresses('📍 9 Mercer Walk, London WC2H 9FA')).toEqual(['9 Mercer Walk, London WC2H 9FA']);
    expect(addresses('Unit 3, 12 Market Place, Leeds LS1 6DT')).toEqual(['Unit 3, 12 Market Place, Leeds LS1 6DT']);
    expect(addresses('find us in Hackney, London E8 3PB')).toEqual(['Hackney, London E8 3PB']);
  });

  it('reads Japanese block addresses', () => {
    expect(addresses('📍 1-5-8 Ebisu-Nishi, Shibuya-ku, Tokyo')).toEqual(['1-5-8 Ebisu-Nishi, Shibuya-ku, Tokyo']);
  });

  it('stops the tail at a new clause', () => {
    expect(addresses('123 Main St, Open daily 9-5')).toEqual(['123 Main St']);
    expect(addresses('12 Old Compton St, London W1D 4TQ. Open daily')).toEqual(['12 Old Compton St, London W1D 4TQ']);
  });

  it('does not read counts, lists or prose as streets', () => {
    for (const text of [
      '2 cups flour',
      '10 Best Ramen Spots',
      '3 Sets of 10',
      '5 Star Hotel',
      'we walked 5 blocks down the road',
      '1 Hotel Brooklyn Bridge',
      '$5 St',
      'top 10 places to eat',
      'serves 4',
    ]) {
      expect(addresses(text)).toEqual([]);
    }
  });

  it('gives positions in the text', () => {
    const text = 'go to 12 Main St now';
    const [address] = findAddresses(text);
    expect(address && text.slice(address.index, address.end)).toBe('12 Main St');
  });
});

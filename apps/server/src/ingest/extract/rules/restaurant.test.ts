import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import { findAreas } from './areas';
import { parseOpeningHours } from '@stash/shared';
import { findLinks } from './links';
import { restaurantTemplate } from './restaurant';

const gazetteer = createGazetteer();

describe('restaurantTemplate', () => {
  it('fills the template from the post', () => {
    const text = `the cacio e pepe fritelle at Lilia 🧀

what we ordered:
• cacio e pepe fritelle ($16)
• mafaldini with pink peppercorn + parm ($28)

💸 about $75pp
rating: 9/10
📞 +1 718 576 3095
book: https://resy.com/cities/ny/lilia · https://www.lilianewyork.com`;
    const [neighbourhood] = findAreas('in Williamsburg', gazetteer);
    const template = restaurantTemplate({
      name: 'Lilia',
      text,
      address: '567 Union Ave',
      neighbourhood: neighbourhood ?? null,
      priceTier: '$$$',
      cuisine: 'italian',
      hours: parseOpeningHours('Mon–Sun 5pm–10pm'),
      links: findLinks(text),
    });
    expect(template).toMatchObject({
      name: 'Lilia',
      geo: { neighborhood: 'Williamsburg', borough: 'New York', address: '567 Union Ave' },
      price_tier: '$$$',
      cuisine: 'italian',
      rating: 4.5,
      phone: '+1 718 576 3095',
      website: 'https://www.lilianewyork.com',
      booking_links: { opentable: null, resy: 'https://resy.com/cities/ny/lilia', direct: null },
      highlights: ['cacio e pepe fritelle', 'mafaldini with pink peppercorn + parm'],
    });
    expect(template.hours).toHaveLength(7);
    expect(template.hours[0]).toEqual({ day: 'Monday', open: '17:00', close: '22:00' });
  });

  it('reads dish phrases and priced food bullets', () => {
    const text = 'order the almond macadamia latte, so creamy\n🍪 chocolate chip cookie €3\n• cash & card';
    const template = restaurantTemplate({ name: 'X', text, address: null, neighbourhood: null, priceTier: null, cuisine: null, hours: null, links: [] });
    expect(template.highlights).toEqual(['chocolate chip cookie', 'almond macadamia latte']);
    expect(template.phone).toBeNull();
    expect(template.rating).toBeNull();
    expect(template.hours).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { corpusPosts, renderDateTokens } from '@stash/fixtures';
import { createGazetteer } from '../../providers/geocoder/gazetteer';
import { extractionSchema, type Extraction, type ExtractionInput } from './extraction';
import { createRuleExtractor } from './rule-extractor';

const extractor = createRuleExtractor({ gazetteer: createGazetteer() });
const postedAt = new Date('2025-11-20T15:00:00Z');

function input(caption: string, overrides: Partial<ExtractionInput> = {}): ExtractionInput {
  return { platform: 'instagram', url: 'https://www.instagram.com/p/x/', title: null, caption, fullText: null, authorName: null, authorHandle: null, postedAt, ...overrides };
}

async function extract(caption: string, overrides: Partial<ExtractionInput> = {}): Promise<Extraction> {
  const extraction = await extractor.extract(input(caption, overrides));
  // Whatever the post, the answer passes the schema.
  expect(extractionSchema.parse(extraction)).toEqual(extraction);
  return extraction;
}

const summary = (extraction: Extraction) => extraction.entities.map((entity) => `${entity.entity_type}:${entity.entity_name}`);

describe('createRuleExtractor', () => {
  it("is named 'rules'", () => {
    expect(extractor.name).toBe('rules');
  });

  it('answers an empty extraction for a post without text', async () => {
    const extraction = await extract('', { title: null, caption: null });
    expect(extraction).toMatchObject({ entities: [], hashtags: [], mentions: [], overall_message_intent: 'save_for_later' });
  });

  it('reads a single restaurant post into a venue with the restaurant template', async () => {
    const extraction = await extract(`the pappardelle at Lupa never misses 🍝

what we ordered:
• cacio e pepe ($24)
• pappardelle with ragù ($28)

📍 Lupa, 170 Thompson St, Greenwich Village
🕔 Mon–Sun 12pm–10:30pm
book on https://resy.com/cities/ny/lupa

#nycfood #pasta @luparestaurant`);
    expect(extraction).toMatchObject({ category: 'food', routing_class: 'PhysicalVenue', overall_message_intent: 'plan_visit' });
    expect(extraction.hashtags).toEqual(['nycfood', 'pasta']);
    expect(extraction.mentions).toEqual(['luparestaurant']);
    expect(summary(extraction)).toEqual(['restaurant:Lupa']);
    const [lupa] = extraction.entities;
    expect(lupa?.raw_data).toMatchObject({
      address: '170 Thompson St, Greenwich Village',
      location: expect.stringContaining('Greenwich Village'),
      business_hours: 'Mon–Sun 12pm–10:30pm',
      price: '$24',
      category: 'italian',
    });
    expect(lupa?.template?.kind).toBe('restaurant');
    if (lupa?.template?.kind !== 'restaurant') throw new Error('expected a restaurant template');
    expect(lupa.template.data).toMatchObject({
      name: 'Lupa',
      price_tier: '$$',
      booking_links: { resy: 'https://resy.com/cities/ny/lupa' },
      highlights: ['cacio e pepe', 'pappardelle with ragù'],
    });
    expect(lupa.template.data.hours).toHaveLength(7);
  });

  it('reads a list post into a guide and one venue per item', async () => {
    const extraction = await extract(`Top 4 coffee shops in Paris ☕️
1. Télescope — 1st arr. tiny and perfect
2. Fragments, Le Marais – great toast
3. Ten Belles — Canal Saint-Martin
4. Café Kitsuné, Palais Royal`);
    expect(extraction).toMatchObject({ category: 'food', routing_class: 'CreativeWork', overall_message_intent: 'plan_visit' });
    expect(summary(extraction)).toEqual(['guide:Top 4 coffee shops in Paris', 'cafe:Télescope', 'cafe:Fragments', 'cafe:Ten Belles', 'cafe:Café Kitsuné']);
    const [guide] = extraction.entities;
    if (guide?.template?.kind !== 'guide_list') throw new Error('expected a guide template');
    expect(guide.template.data).toMatchObject({ title: 'Top 4 coffee shops in Paris', city: 'Paris', themes: ['coffee', 'cafe'] });
    expect(guide.template.data.items[1]).toMatchObject({ name: 'Fragments', type: 'cafe', slug: 'fragments', lat: null, lng: null, entity_id: null });
    expect(extraction.entities[2]?.raw_data.location).toContain('Marais');
  });

  it('reads a recipe post', async () => {
    const extraction = await extract(`Lemony chickpea pasta 🍋 ready in 20 minutes

Ingredients
- 200g spaghetti
- 1 (14 oz) can chickpeas, drained
- 2 tbsp olive oil
- ½ tsp chili flakes

1. Cook the pasta.
2. Fry the chickpeas in the oil until crisp.
3. Toss everything with lemon.

serves 2 #recipe`);
    expect(extraction).toMatchObject({ category: 'recipes', routing_class: 'CreativeWork', overall_message_intent: 'try_recipe' });
    expect(summary(extraction)).toEqual(['recipe:Lemony chickpea pasta']);
    const [recipe] = extraction.entities;
    if (recipe?.template?.kind !== 'recipe') throw new Error('expected a recipe template');
    expect(recipe.template.data).toMatchObject({ servings: 2, time_total_min: 20 });
    expect(recipe.template.data.ingredients).toHaveLength(4);
    expect(recipe.template.data.steps).toHaveLength(3);
  });

  it('reads a workout post', async () => {
    const extraction = await extract(`full body dumbbell workout 💪 30 min, beginner friendly
Circuit x3:
10 goblet squats
10 dumbbell rows each arm
30s plank
rest 60s between rounds`);
    expect(extraction).toMatchObject({ category: 'fitness', routing_class: 'CreativeWork', overall_message_intent: 'try_workout' });
    const [workout] = extraction.entities;
    expect(workout).toMatchObject({ entity_type: 'workout', routing_class: 'CreativeWork', entity_name: 'Full body dumbbell workout' });
    if (workout?.template?.kind !== 'workout') throw new Error('expected a workout template');
    expect(workout.template.data).toMatchObject({ level: 'beginner', duration_min: 30, equipment: ['dumbbells'] });
    expect(workout.template.data.timer_presets).toEqual([
      { name: 'Rest', duration: 60 },
      { name: 'Plank', duration: 30 },
    ]);
  });

  it('reads an event with its venue, date in the local zone, price and ticket link', async () => {
    const extraction = await extract(`JAZZ NIGHT AT SMALLS 🎺
Fri Dec 5 · 7:30–10pm
📍 Smalls Jazz Club, 183 W 10th St, West Village
$25 · tickets https://www.eventbrite.com/e/123`);
    expect(extraction).toMatchObject({ category: 'events', routing_class: 'Eventish', overall_message_intent: 'attend' });
    expect(summary(extraction)).toEqual(['event:Jazz Night at Smalls', 'venue:Smalls Jazz Club']);
    const [event] = extraction.entities;
    expect(event?.raw_data).toMatchObject({
      temporal: { start: '2025-12-05T19:30:00-05:00', end: '2025-12-05T22:00:00-05:00', all_day: false },
      price: '$25',
      address: '183 W 10th St, West Village',
      details: { venue: 'Smalls Jazz Club', ticket_url: 'https://www.eventbrite.com/e/123' },
    });
  });

  it('reads a weekly class', async () => {
    const extraction = await extract(`Beginner pottery workshop every Tuesday 6–8pm with Ana 🏺
at Clay Space, Carrer de Verdi 12, Gràcia
€45, limited to 10 spots, book via the link in bio`);
    const [event] = extraction.entities;
    expect(event).toMatchObject({ entity_type: 'class', routing_class: 'Eventish' });
    if (event?.template?.kind !== 'class_event') throw new Error('expected a class template');
    expect(event.template.data).toMatchObject({
      recurrence: { type: 'weekly', days: ['Tuesday'] },
      capacity: 10,
      instructor: { name: 'Ana' },
      requirements: { skill_level: 'beginner' },
      ticket: { price_min: 45, price_max: 45 },
    });
    expect(event.raw_data.temporal?.start).toBe('2025-11-25T18:00:00+01:00');
  });

  it('reads a product post', async () => {
    const extraction = await extract('finally caved: the Dyson Airwrap Complete Long 💨 $599 but on sale for $499 this week, link in bio #dyson #hair');
    expect(extraction).toMatchObject({ category: 'shopping', routing_class: 'Product', overall_message_intent: 'buy' });
    expect(summary(extraction)).toEqual(['product:Dyson Airwrap Complete Long']);
    expect(extraction.entities[0]?.raw_data).toMatchObject({ price: '$599', details: { brand: 'Dyson' } });
  });

  it('reads a travel post into areas', async () => {
    const extraction = await extract('first time in Lisbon? stay in Alfama or Príncipe Real, skip the tourist traps in Baixa');
    expect(extraction).toMatchObject({ category: 'travel', routing_class: 'GeoArea', overall_message_intent: 'plan_trip' });
    expect(summary(extraction)).toEqual(['city:Lisbon', 'neighborhood:Alfama', 'neighborhood:Príncipe Real', 'neighborhood:Baixa']);
    expect(extraction.entities[1]?.raw_data.location).toBe('Lisbon');
  });

  it('does not make areas of a venue post', async () => {
    const extraction = await extract('dumplings at Nan Xiang Xiao Long Bao in Flushing are worth the 7 train ride 🥟');
    expect(summary(extraction)).toEqual(['restaurant:Nan Xiang Xiao Long Bao']);
    expect(extraction.entities[0]?.raw_data.location).toContain('Flushing');
  });

  it('reads the title, caption and full text once', async () => {
    const caption = 'brunch at Balthazar 🥐 #soho';
    const extraction = await extract(caption, { title: caption, fullText: `${caption}\n\nmore words` });
    expect(summary(extraction)).toEqual(['restaurant:Balthazar']);
    expect(extraction.hashtags).toEqual(['soho']);
  });

  it('finds nothing in a joke or a quote', async () => {
    expect(await extract('pov: you said one more episode 4 episodes ago 😭 #relatable', { platform: 'tiktok' })).toMatchObject({
      category: 'entertainment',
      entities: [],
      overall_message_intent: 'save_for_later',
    });
    expect(await extract('"Simplicity is the ultimate sophistication." — Leonardo da Vinci')).toMatchObject({
      category: 'other',
      entities: [],
      overall_message_intent: 'inspiration',
    });
  });

  it('leaves out what it is unsure of', async () => {
    const extraction = await extract('at home tonight at 8pm watching the game, Christmas at the in-laws next week, at least we have pizza');
    expect(extraction.entities).toEqual([]);
  });

  // Speed is measured by eval:extract against its budgets, not here: a busy machine is no failure.
  it('answers a valid extraction for every fixture post', async () => {
    const now = new Date('2025-11-20T15:00:00Z');
    for (const post of corpusPosts) {
      const caption = renderDateTokens(post.text, now);
      const extraction = await extractor.extract(input(caption, { platform: post.platform, postedAt: new Date(now.getTime() - post.postedDaysAgo * 86_400_000) }));
      expect(extractionSchema.safeParse(extraction).success).toBe(true);
      for (const entity of extraction.entities) expect(entity.entity_name.split(/\s+/).length).toBeLessThanOrEqual(9);
    }
  });

  it('caps the entities at the schema maximum', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `${i + 1}. Cafe Number${i} — Shoreditch`);
    const extraction = await extract(`60 best cafes in London\n${lines.join('\n')}`);
    expect(extraction.entities).toHaveLength(40);
  });
});

describe('createRuleExtractor: events named by what the post says they are', () => {
  it('keeps an edition of an event, not the place its name contains (tt-043, a tuning caption)', async () => {
    const extraction = await extract('Swag mode with new outfit in Rock Im Park 2024 😎 🎥 Kisvig Edited by babymetalverse #babymetal', { platform: 'tiktok' });
    expect(summary(extraction)).toEqual(['event:Rock Im Park 2024']);
  });

  it("leaves the category to the post's words when a field line only says 'an event' (ig-170, a tuning caption)", async () => {
    const caption = '親愛的訓練家們：\n為挑戰基因寶可夢做好準備！\n\n活動名稱：暗影超夢重返傳說暗影團體戰\n活動時間：2024年3月30日06:00 至 2024年3月31日22:00 (Local)\n\n#PokemonGO #寶可夢GO #LegendaryShadowRaid';
    const extraction = await extract(caption);
    expect(summary(extraction)).toContain('event:暗影超夢重返傳說暗影團體戰');
    expect(extraction.category).not.toBe('events');
  });
});

describe('createRuleExtractor: announcements in the shapes and languages members save', () => {
  // Posted on a Monday evening in New York (2025-01-20 17:30 local).
  const monday = new Date('2025-01-20T22:30:00Z');
  const events = (extraction: Extraction) => extraction.entities.filter((entity) => entity.routing_class === 'Eventish');

  it("reads 'tonight' with its hour as a live night at the place, in the place's zone", async () => {
    const extraction = await extract('Live jazz tonight at Blue Note, 8pm! New York', { postedAt: monday });
    expect(extraction.category).toBe('events');
    const [event] = events(extraction);
    expect(event).toMatchObject({ entity_name: 'Live jazz at Blue Note' });
    expect(event?.raw_data.temporal).toMatchObject({ start: '2025-01-20T20:00:00-05:00', all_day: false });
  });

  it('never names an event by its date, and leaves the city after a comma out of its title', async () => {
    const extraction = await extract('Jan 26 — Phoebe Bridgers live at the Hollywood Bowl, Los Angeles', { postedAt: monday });
    expect(events(extraction).map((event) => event.entity_name)).toEqual(['Phoebe Bridgers live at the Hollywood Bowl']);
    expect(events(extraction)[0]?.raw_data.temporal?.start.slice(0, 10)).toBe('2025-01-26');
  });

  it('names a show by who plays it, in Spanish', async () => {
    const extraction = await extract('Concierto de Rosalía el 20 de marzo en el WiZink Center, Madrid', { postedAt: monday });
    expect(summary(extraction)).toEqual(expect.arrayContaining(['event:Concierto de Rosalía', 'venue:WiZink Center']));
    expect(events(extraction)[0]?.raw_data.temporal?.start.slice(0, 10)).toBe('2025-03-20');
  });

  it("reads days, clock times and places as Italian, Portuguese, Spanish and German posts write them ('ore 21', 'às 20h', '22h', '20 Uhr')", async () => {
    const italian = events(await extract('Concerto sabato 1 febbraio al Fabrique Milano ore 21', { postedAt: monday }));
    expect(italian.map((event) => [event.entity_name, event.raw_data.temporal?.start])).toEqual([['Concerto at Fabrique Milano', '2025-02-01T21:00:00']]);
    const portuguese = events(await extract('Hoje tem samba ao vivo no Bar do Zeca, às 20h', { postedAt: monday }));
    expect(portuguese.map((event) => [event.entity_name, event.raw_data.temporal?.start])).toEqual([['Samba ao vivo at Bar do Zeca', '2025-01-20T20:00:00']]);
    const spanish = events(await extract('Esta noche música en vivo en La Coquette, 22h', { postedAt: new Date('2025-01-20T15:00:00Z') }));
    expect(spanish.map((event) => [event.entity_name, event.raw_data.temporal?.start])).toEqual([['Música en vivo at La Coquette', '2025-01-20T22:00:00']]);
    const german = events(await extract('Konzert am Samstag im Gretchen Berlin, Einlass 20 Uhr', { postedAt: monday }));
    expect(german.map((event) => event.entity_name)).toEqual(['Konzert at Gretchen Berlin']);
  });

  it("reads no place in German capitalised nouns after 'bei' ('bei FREIEM EINTRITT'), nor inside a name ('Tiro al Plato')", async () => {
    expect(summary(await extract('Wir bieten euch ein buntes Programm, bei FREIEM EINTRITT! Konzert am Samstag', { postedAt: monday }))).toEqual([]);
    const tiro = await extract('Campeonato de Tiro al Plato de Belmontejo el sábado 12 de septiembre', { postedAt: monday });
    expect(summary(tiro).filter((entry) => entry.startsWith('venue'))).toEqual([]);
  });
});

describe('createRuleExtractor: names read whole', () => {
  it("names a recipe by its dish, not by the hook before it ('POV: you finally nailed …')", async () => {
    const extraction = await extract("POV: you finally nailed grandma's lasagna 😭 Ingredients: 1 lb ground beef, 2 cups ricotta, 1 jar marinara, lasagna noodles, mozzarella. Bake 45 min at 375F #lasagna #recipe", { platform: 'tiktok' });
    expect(summary(extraction)).toEqual(["recipe:Grandma's lasagna"]);
  });

  it("keeps 'et' inside a place's name", async () => {
    expect(summary(await extract('Part 3 of my Paris series: the croissant at Du Pain et des Idées is unreal 🥐'))).toEqual(['bakery:Du Pain et des Idées']);
  });
});

describe('createRuleExtractor: tonight, as other languages say it', () => {
  it("dates 'tonight' said in the evening to the post's own day, with the hour written beside it", async () => {
    const lateEvening = new Date('2025-01-20T22:30:00Z');
    const french = await extract('Ce soir musique live au Café de la Danse, 20h', { postedAt: lateEvening });
    expect(french.entities.find((entity) => entity.routing_class === 'Eventish')?.raw_data.temporal).toMatchObject({ start: '2025-01-20T20:00:00', all_day: false });
    const dutch = await extract('Vanavond live muziek bij Café de Jaren, 21u', { postedAt: new Date('2025-01-20T15:00:00Z') });
    expect(dutch.entities.find((entity) => entity.routing_class === 'Eventish')).toMatchObject({ entity_name: 'Live muziek at Café de Jaren' });
  });

  it("names a recipe by its dish after 'Receita de' or 'Ricetta della'", async () => {
    const cake = await extract('Receita de bolo de cenoura 🥕 Ingredientes: 3 cenouras, 4 ovos, 1 xícara de óleo, 2 xícaras de açúcar, 2 xícaras de farinha');
    expect(summary(cake)).toEqual(['recipe:Bolo de cenoura']);
  });
});

describe('createRuleExtractor: lists in the shapes posts keep them', () => {
  const guideAndPlaces = (extraction: Extraction) => summary(extraction).filter((entry) => !entry.startsWith('city:'));

  it('reads a numbered list kept on one line, under an emoji', async () => {
    const extraction = await extract('🍽️ Brunch spots you need to try in Lisbon: 1. Dear Breakfast 2. Nicolau Lisboa 3. Fauna & Flora ✨', { platform: 'tiktok' });
    expect(guideAndPlaces(extraction)).toEqual([
      'guide:Brunch spots you need to try in Lisbon', 'restaurant:Dear Breakfast', 'restaurant:Nicolau Lisboa', 'restaurant:Fauna & Flora',
    ]);
    // Numbers in a sentence are no list.
    expect(summary(await extract('I ran 3. Then 4. Then 5. Ok'))).toEqual([]);
  });

  it("reads places after a title that announces them, in any language ('Los mejores tacos de CDMX: …')", async () => {
    const extraction = await extract('Los mejores tacos de CDMX: El Califa, Los Cocuyos, El Vilsito 🌮');
    expect(guideAndPlaces(extraction)).toEqual(['guide:Los mejores tacos de CDMX', 'restaurant:El Califa', 'restaurant:Los Cocuyos', 'restaurant:El Vilsito']);
  });

  it("reads emoji-bulleted places under a trip's title, passing over the lines that are sentences", async () => {
    const tokyo = await extract('Save this for your next trip to Tokyo 🇯🇵\n🍜 Ichiran Shibuya\n🍣 Sushi Dai\n🍢 Omoide Yokocho');
    expect(summary(tokyo).map((entry) => entry.split(':')[1])).toEqual(expect.arrayContaining(['Ichiran Shibuya', 'Sushi Dai', 'Omoide Yokocho']));
    const rome = await extract('Weekend in Rome ✨\n☀️ Woke up early and walked everywhere, it was so hot\n🍝 Roscioli\n🍦 Giolitti\n🏛️ Pantheon');
    expect(summary(rome).map((entry) => entry.split(':')[1])).toEqual(expect.arrayContaining(['Roscioli', 'Giolitti', 'Pantheon']));
  });

  it("names no event after a field's label ('Where: The Jazz Cafe')", async () => {
    const extraction = await extract('Where: The Jazz Cafe, Camden. When: Friday 8pm. Tickets link in bio');
    expect(summary(extraction).filter((entry) => /^(?:event|concert|class):/.test(entry)).map((entry) => entry.split(':')[1])).not.toContain('Where');
    expect(summary(extraction)).toContain('venue:The Jazz Cafe');
  });
});

describe('createRuleExtractor: a kind written in lower case after a name', () => {
  it("reads 'Ramna park' and 'Visited the Bangabandhu military museum' as places", async () => {
    expect(summary(await extract('Go to Ramna park this weekend'))).toContain('park:Ramna Park');
    expect(summary(await extract('Visited the Bangabandhu military museum today'))).toContain('museum:Bangabandhu Military Museum');
  });

  it("reads no place from a cuisine, a city or a country before the kind ('Italian restaurant', 'Paris cafe', 'US national park')", async () => {
    for (const caption of ['My favourite Italian restaurant', 'Paris cafe vibes all week', 'Hiking in this US national park is a delight']) {
      expect(summary(await extract(caption)).filter((entry) => !/^(?:city|country|region|neighborhood):/.test(entry))).toEqual([]);
    }
  });
});

describe('createRuleExtractor: where, in the small words of other languages', () => {
  it("reads a place after a word for 'at' and its article ('en el Cuartel Dávalos', 'bij de Oude Kerk')", async () => {
    expect(summary(await extract('Festival este sábado en el Cuartel Dávalos, Cuenca'))).toContain('venue:Cuartel Dávalos');
    expect(summary(await extract('Concert zaterdag bij de Oude Kerk in Amsterdam'))).toContain('venue:Oude Kerk');
  });

  it("ends the opening words at 'en el' and 'au' ('Cena en el Bar Pinotxo', 'Dîner au Bistrot Paul Bert')", async () => {
    expect(summary(await extract('Cena en el Bar Pinotxo, Barcelona')).filter((entry) => !entry.startsWith('city:'))).toEqual(['bar:Bar Pinotxo']);
    expect(summary(await extract('Dîner au Bistrot Paul Bert ce soir'))).toContain('restaurant:Bistrot Paul Bert');
    expect(summary(await extract('Café au Lait'))).toContain('cafe:Café au Lait');
  });
});

describe('createRuleExtractor: a show in one sentence, its tickets in the next', () => {
  it('reads where a band plays when the post as a whole announces the show', async () => {
    const at = { postedAt: new Date('2025-03-10T12:00:00Z') };
    expect(summary(await extract('Samedi 15 mars, on joue au Petit Bain. Billets en bio', at))).toContain('venue:Petit Bain');
    expect(summary(await extract('Am Samstag, 15. März spielen wir im Lido Berlin. Tickets gibt es über den Link', at))).toContain('venue:Lido Berlin');
    expect(summary(await extract('Sábado 15/03 a partir das 22h: Baile do Pedrão no Clube Atlético. Ingressos na bio!', at))).toContain('venue:Clube Atlético');
  });

  it("names no event from the small words of another language ('Sé parte del primer festival')", async () => {
    const names = summary(await extract('Sé parte del primer festival por la conservación de los páramos. Este miércoles 29 de octubre a las 17h00, en el Cuartel Dávalos.'));
    expect(names.some((entry) => /parte/i.test(entry))).toBe(false);
  });
});

describe('createRuleExtractor: quoted places', () => {
  it("reads 'Dinner at \"Le Comptoir\"' and not a film one stars in", async () => {
    expect(summary(await extract('Dinner at "Le Comptoir" tonight'))).toContain('restaurant:Le Comptoir');
    expect(summary(await extract('Starring in "Barbie" now'))).toEqual([]);
  });
});

describe('createRuleExtractor: event titles after a kind or a filler', () => {
  const at = { postedAt: new Date('2025-03-10T12:00:00Z') };
  const events = (extraction: Extraction) => summary(extraction).filter((entry) => /^(?:event|class|concert):/.test(entry));

  it("takes the title after a kind and its colon ('Workshop: Intro to Pottery, Saturday …')", async () => {
    expect(events(await extract('Workshop: Intro to Pottery, Saturday March 15, 2-4pm. Book via link in bio', at))).toEqual(['class:Intro to Pottery']);
  });

  it("passes over 'LIVE TONIGHT' and ends the title before the doors", async () => {
    expect(events(await extract('LIVE TONIGHT: DJ Shadow at The Warfield, doors 8pm', at))).toEqual(['event:DJ Shadow at The Warfield']);
  });
});

describe('createRuleExtractor: where a meal was had, in other languages', () => {
  it("reads the place after a verb of eating or a meal ('comimos en Casa Lucio', 'Pranzo da Roscioli', 'mangé chez Septime', 'Tapas en Bar Pinotxo')", async () => {
    expect(summary(await extract('Hoy comimos en Casa Lucio, el mejor huevo roto de Madrid 🍳'))).toContain('venue:Casa Lucio');
    expect(summary(await extract('Pranzo da Roscioli a Roma, carbonara pazzesca'))).toContain('restaurant:Roscioli');
    expect(summary(await extract('On a mangé chez Septime, incroyable'))).toContain('venue:Septime');
    expect(summary(await extract('Tapas en Bar Pinotxo (Mercat de la Boqueria) 😍'))).toContain('bar:Bar Pinotxo');
  });

  it("reads Italian 'da' as 'at' only after a meal ('Veio da Bahia' is 'from')", async () => {
    expect(summary(await extract('Veio da Bahia para cá')).filter((entry) => !/^(?:city|region|country):/.test(entry))).toEqual([]);
  });
});

describe('createRuleExtractor: a dish named before what is said of it', () => {
  it("ends the dish's name at its verb ('… shrimp pasta is my go-to weeknight dinner')", async () => {
    const extraction = await extract('This 15-minute garlic butter shrimp pasta is my go-to weeknight dinner! Full recipe below 👇\n200g spaghetti\n300g shrimp\n4 cloves garlic\n2 tbsp butter');
    expect(summary(extraction)).toEqual(['recipe:Garlic butter shrimp pasta']);
  });
});

describe('createRuleExtractor: a trip title before a colon', () => {
  it("names no place with the title ('Unser Wochenende in Wien: Schönbrunn, …')", async () => {
    const names = summary(await extract('Unser Wochenende in Wien: Schönbrunn, Naschmarkt und Prater'));
    expect(names.some((entry) => entry.includes('Wochenende'))).toBe(false);
  });
});

describe('createRuleExtractor: a place a superlative points at, and a place with a time after it', () => {
  it("reads 'Best ramen in NYC is Ippudo' and 'The best pizza in town? Lucali.'", async () => {
    expect(summary(await extract('Best ramen in NYC is Ippudo, fight me'))).toContain('restaurant:Ippudo');
    expect(summary(await extract('The best pizza in town? Lucali. Not even close'))).toContain('restaurant:Lucali');
    expect(summary(await extract('Best day of my life is Sunday'))).toEqual([]);
    expect(summary(await extract('Finally tried one of the best restaurants in new york city - Don Angie #nycfood'))).toContain('restaurant:Don Angie');
  });

  it("reads 'Happy hour at The Rusty Knot 5-7pm'", async () => {
    expect(summary(await extract('Happy hour at The Rusty Knot 5-7pm every weekday'))).toContain('venue:The Rusty Knot');
  });
});

describe('createRuleExtractor: an event named before its kind in lower case', () => {
  const events = (extraction: Extraction) => summary(extraction).filter((entry) => /^event:/.test(entry));

  it("reads 'the Coldplay concert', 'Loved the Eras tour' and 'the Frida Kahlo retrospective'", async () => {
    expect(events(await extract('Went to the Coldplay concert last night, still shaking'))).toEqual(['event:Coldplay concert']);
    expect(events(await extract('Loved the Eras tour so much'))).toEqual(['event:Eras tour']);
    expect(events(await extract('Can’t wait for the Frida Kahlo retrospective at Tate Modern'))).toEqual(['event:Frida Kahlo retrospective']);
  });

  it("reads matches, meetings and premieres named so ('the Big Ten championship', 'the Boulder Startup hackathon')", async () => {
    expect(events(await extract('Heading to the Big Ten championship with the whole family'))).toEqual(['event:Big Ten championship']);
    expect(events(await extract('Serving rum at the Boulder Startup hackathon tonight'))).toEqual(['event:Boulder Startup hackathon']);
    expect(events(await extract('Front row at the Dune premiere!'))).toEqual(['event:Dune premiere']);
  });

  it("names nothing with a sentence's first word or a kind of festival ('Outstanding exhibit', 'The Summer festival')", async () => {
    expect(events(await extract('Outstanding exhibit on personal technology today'))).toEqual([]);
    expect(events(await extract('The Summer festival was fun'))).toEqual([]);
  });
});

describe('createRuleExtractor: a business naming its own places', () => {
  it("reads 'both our Fúkudon stores' and 'our Joe's Pizza location', not 'our New Menu at all stores'", async () => {
    expect(summary(await extract('We are pleased to announce that both our Fúkudon stores are on GrabFood!'))).toContain('venue:Fúkudon');
    expect(summary(await extract("Come by our Joe's Pizza location on Carmine St for a slice"))).toContain("restaurant:Joe's Pizza");
    expect(summary(await extract('Our Marine Parade outlet is open again from Monday'))).toContain('venue:Marine Parade');
    expect(summary(await extract('Try our New Menu at all stores from Monday'))).toEqual([]);
  });
});

describe('createRuleExtractor: coffee the drink, and kinds before names in Vietnamese', () => {
  it("names no café in 'Macchina del caffè' or 'una taza de café', and reads 'Tu viện Khánh An'", async () => {
    expect(summary(await extract('Macchina del caffè Ecco finalmente la nostra nuova macchinetta'))).toEqual([]);
    expect(summary(await extract('Nada como una taza de café Juan Valdez por la mañana'))).toEqual([]);
    expect(summary(await extract('Tu viện Khánh An đồ đó #xuhuong #chupanh #tet'))).toContain('venue:Tu viện Khánh An');
  });
});

describe('createRuleExtractor: where a place is when the post says no more', () => {
  const located = (extraction: Extraction) => extraction.entities.map((entity) => `${entity.entity_name} @ ${entity.raw_data.location}`);

  it("takes the city a place's or an event's own name holds", async () => {
    expect(located(await extract('Not un pretty. @ Seattle Japanese Garden https://t.co/3pgwnECyrT', { platform: 'x' }))).toContain('Seattle Japanese Garden @ Seattle');
    expect(located(await extract('Wales Bonner at Paris Fashion Week 👀 #fashionweek', { platform: 'tiktok' }))).toContain('Paris Fashion Week @ Paris');
  });

  it('reads a city of two words written in lower case', async () => {
    expect(located(await extract('Finally tried one of the best restaurants in new york city - Don Angie #nycfood'))).toContain('Don Angie @ New York');
  });
});

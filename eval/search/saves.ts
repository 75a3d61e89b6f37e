// Saves the search evaluation adds to the fixture corpus: posts in the styles members actually
// save (captions in Spanish, Portuguese, French, Italian, German and Japanese-English, slang,
// emoji, lists), so the evaluation is not the corpus the code was written against. Served by the
// fixture stand-ins next to the corpus and saved through the real pipeline.
import { entity, event, image, video, type CorpusPost } from '@stash/fixtures';

export const evaluationSaves: CorpusPost[] = [
  {
    key: 'ev-taqueria-orinoco-cdmx',
    platform: 'instagram',
    id: 'C6tRw9mLq3Z',
    link: 'https://www.instagram.com/p/C6tRw9mLq3Z/?igsh=NjZiM2M3MzIxNA==',
    author: { handle: 'chilango.come', name: 'Chilango Come 🌮' },
    text: `Los mejores tacos de trompo de la Roma 🔥🌮

Taquería Orinoco en Roma Norte: tacos al pastor estilo regio, tortilla de harina o maíz, y las papas con chicharrón son obligatorias.
💸 $35 MXN por taco
📍 Av. Álvaro Obregón 154, Roma Norte, CDMX
🕐 abierto hasta las 3am de jueves a sábado

#tacos #cdmx #romanorte #comidamexicana #tacosdetrompo`,
    postedDaysAgo: 20,
    likes: 6_120,
    comments: 210,
    media: [image(256, 320)],
    expected: { category: 'food', intent: 'plan_visit', entities: [entity('restaurant', 'Taquería Orinoco', 'Roma Norte, Mexico City')] },
  },
  {
    key: 'ev-padaria-sao-paulo',
    platform: 'instagram',
    id: 'C5pLk2dWn8X',
    link: 'https://www.instagram.com/p/C5pLk2dWn8X/',
    author: { handle: 'sampa.de.garfo', name: 'Sampa de Garfo' },
    text: `O pão de queijo mais famoso de São Paulo? 🧀

A Padaria Santa Tereza, no Centro, é a padaria mais antiga da cidade (desde 1872!). Pede o pão na chapa com café coado e o sanduíche de pernil.
☕ café coado R$ 8
📍 Praça Dr. João Mendes 150, Sé, São Paulo
⏰ todos os dias, 6h às 22h

#saopaulo #padaria #paodequeijo #cafedamanha`,
    postedDaysAgo: 34,
    likes: 3_302,
    comments: 88,
    media: [image(320, 320)],
    expected: { category: 'food', intent: 'plan_visit', entities: [entity('bakery', 'Padaria Santa Tereza', 'Sé, São Paulo')] },
  },
  {
    key: 'ev-boulangerie-utopie-paris',
    platform: 'tiktok',
    id: '7401122334455667788',
    link: 'https://www.tiktok.com/@croissant.quest/video/7401122334455667788?_r=1&_t=ZN-8uQp2kT1b',
    author: { handle: 'croissant.quest', name: 'Léa | boulangeries de Paris' },
    text: `La meilleure baguette de Paris cette année ? 🥖 Boulangerie Utopie, rue Jean-Pierre Timbaud (11e). Croissant au sésame noir à tester absolument. 1,40 € la tradition. Fermé le lundi. #paris #boulangerie #croissant #baguette`,
    postedDaysAgo: 9,
    likes: 18_400,
    comments: 301,
    plays: 402_118,
    shares: 2_044,
    media: [video(576, 1024, 38), image(180, 320)],
    expected: { category: 'food', intent: 'plan_visit', entities: [entity('bakery', 'Boulangerie Utopie', 'Paris')] },
  },
  {
    key: 'ev-gelato-florence',
    platform: 'instagram',
    id: 'C4hJq7sYv1M',
    link: 'https://www.instagram.com/reel/C4hJq7sYv1M/?igsh=MTV5dGhtd3Fj',
    author: { handle: 'firenze.golosa', name: 'Firenze Golosa' },
    text: `Il gelato più buono di Firenze 🍨 Gelateria dei Neri, via dei Neri 9. Provate il gusto ricotta e fichi o il cioccolato fondente al peperoncino. Coppetta piccola 3 €. Aperto fino a mezzanotte d'estate.

#firenze #gelato #gelateria #florence #italia`,
    postedDaysAgo: 61,
    likes: 2_211,
    comments: 40,
    media: [video(720, 1280, 21), image(180, 320)],
    expected: { category: 'food', intent: 'plan_visit', entities: [entity('shop', 'Gelateria dei Neri', 'Florence')] },
  },
  {
    key: 'ev-biergarten-munich',
    platform: 'x',
    id: '1855501234567890123',
    link: 'https://x.com/muc_weekends/status/1855501234567890123',
    author: { handle: 'muc_weekends', name: 'München am Wochenende' },
    text: `Schönster Biergarten Münchens: der Augustiner-Keller an der Arnulfstraße 🍺 Kastanienbäume, Maß Edelstoff 10,90 €, Brotzeit mitbringen erlaubt. Bei Sonne ab 11 Uhr offen. #München #Biergarten`,
    postedDaysAgo: 15,
    likes: 980,
    comments: 22,
    media: [image(320, 180)],
    expected: { category: 'nightlife', intent: 'plan_visit', entities: [entity('bar', 'Augustiner-Keller', 'Munich')] },
  },
  {
    key: 'ev-izakaya-osaka',
    platform: 'tiktok',
    id: '7399988776655443322',
    link: 'https://www.tiktok.com/@osaka.eats.daily/video/7399988776655443322',
    author: { handle: 'osaka.eats.daily', name: 'Kenji | Osaka eats' },
    text: `Best standing izakaya in Osaka 🍢🍺 Tachinomi Sakaba Dan in Ura-Namba — skewers from ¥150, highball ¥390, cash only. Locals only vibe but they're super friendly to tourists. Open 4pm til 1am, closed Sundays #osaka #izakaya #namba #japanfood`,
    postedDaysAgo: 27,
    likes: 45_200,
    comments: 612,
    plays: 1_204_551,
    shares: 9_902,
    media: [video(576, 1024, 52), image(180, 320)],
    expected: { category: 'nightlife', intent: 'plan_visit', entities: [entity('bar', 'Tachinomi Sakaba Dan', 'Namba, Osaka')] },
  },
  {
    key: 'ev-kimchi-fried-rice-recipe',
    platform: 'instagram',
    id: 'C3nVx5bQk9P',
    link: 'https://www.instagram.com/p/C3nVx5bQk9P/',
    author: { handle: 'seoulfood.athome', name: 'Ji-woo cooks' },
    text: `kimchi fried rice (kimchi bokkeumbap) in 10 minutes 🍳🔥 serves 1

• 1 cup cooked rice (day-old is best)
• ½ cup aged kimchi, chopped + 2 tbsp juice
• 1 tbsp gochujang
• 1 tsp sesame oil
• 1 spring onion
• 1 egg, fried sunny side up

fry the kimchi in butter 2 min, add rice + gochujang + kimchi juice, press it down and let it crisp, finish with sesame oil and the egg on top.

#kimchifriedrice #koreanfood #easyrecipes #gochujang`,
    postedDaysAgo: 40,
    likes: 22_031,
    comments: 455,
    media: [image(320, 320)],
    expected: { category: 'recipes', intent: 'try_recipe', entities: [entity('recipe', 'Kimchi fried rice', undefined)] },
  },
  {
    key: 'ev-shakshuka-recipe',
    platform: 'tiktok',
    id: '7392233445566778899',
    link: 'https://www.tiktok.com/@brunchwithbea/video/7392233445566778899?lang=en',
    author: { handle: 'brunchwithbea', name: 'Bea brunches' },
    text: `one-pan shakshuka for a lazy sunday 🍅🥚 olive oil, 1 onion, 1 red pepper, 3 garlic cloves, 1 tsp cumin, 1 tsp smoked paprika, 1 can chopped tomatoes, 4 eggs, feta + parsley to finish. simmer the sauce 10 min, make wells, crack the eggs in, lid on for 6 min. serve with crusty bread #shakshuka #brunch #eggs #vegetarian`,
    postedDaysAgo: 12,
    likes: 9_800,
    comments: 120,
    plays: 310_440,
    shares: 1_802,
    media: [video(576, 1024, 33), image(180, 320)],
    expected: { category: 'recipes', intent: 'try_recipe', entities: [entity('recipe', 'Shakshuka', undefined)] },
  },
  {
    key: 'ev-yoga-class-hackney',
    platform: 'instagram',
    id: 'C7aBc3dEf4G',
    link: 'https://www.instagram.com/p/C7aBc3dEf4G/?utm_source=ig_web_copy_link',
    author: { handle: 'stretch.hackney', name: 'Stretch Studio Hackney' },
    text: `NEW: Sunrise Vinyasa Flow 🧘‍♀️☀️

every Saturday, {{date:next-sat}} is the first one · 8–9am
📍 Stretch Studio, 12 Mare Street, Hackney, London E8
£14 drop-in or first class free with code HELLOSUN
all levels, mats provided

#yogalondon #hackney #vinyasa #morningyoga`,
    postedDaysAgo: 1,
    likes: 311,
    comments: 12,
    media: [image(256, 320)],
    expected: {
      category: 'fitness',
      intent: 'attend',
      entities: [event('class', 'Sunrise Vinyasa Flow', 'Hackney, London', 4), entity('studio', 'Stretch Studio', 'Hackney, London')],
    },
  },
  {
    key: 'ev-vinyl-fair-berlin',
    platform: 'x',
    id: '1863301122334455667',
    link: 'https://twitter.com/berlin_diggers/status/1863301122334455667?s=20',
    author: { handle: 'berlin_diggers', name: 'Berlin Diggers' },
    text: `Record fair this weekend 🎶 Berlin Vinyl Börse at Arena Berlin, Treptow — {{date:+5d|long}}, 10am–6pm, 120 dealers, €5 entry. Bring cash, bring a tote. #berlin #vinyl #recordfair`,
    postedDaysAgo: 2,
    likes: 640,
    comments: 18,
    media: [],
    expected: { category: 'events', intent: 'attend', entities: [event('event', 'Berlin Vinyl Börse', 'Treptow, Berlin', 5), entity('venue', 'Arena Berlin', 'Treptow, Berlin')] },
  },
  {
    key: 'ev-comedy-night-austin',
    platform: 'instagram',
    id: 'C8kLm9nOp0Q',
    link: 'https://www.instagram.com/p/C8kLm9nOp0Q/',
    author: { handle: 'atxtonight', name: 'ATX Tonight' },
    text: `😂 Open mic comedy at Cap City Comedy Club, 8120 Research Blvd — {{date:+2d}}, 9:30pm. $10 at the door, 2 drink minimum. Sign-up list at 8. #austin #comedy #openmic #atx`,
    postedDaysAgo: 1,
    likes: 205,
    comments: 9,
    media: [image(320, 320)],
    expected: { category: 'events', intent: 'attend', entities: [event('event', 'Open mic comedy', 'Austin', 2), entity('venue', 'Cap City Comedy Club', 'Austin')] },
  },
  {
    key: 'ev-kyoto-itinerary',
    platform: 'instagram',
    id: 'C2qWe4rTy5U',
    link: 'https://www.instagram.com/p/C2qWe4rTy5U/?img_index=3',
    author: { handle: 'slowtravel.notes', name: 'Slow Travel Notes' },
    text: `one perfect day in Kyoto 🍵⛩️

6:30 Fushimi Inari before the crowds (go past the first gates, it empties out)
10:00 matcha at Ippodo Tea, Teramachi
12:30 lunch at Nishiki Market — tamagoyaki + grilled mochi
15:00 Arashiyama bamboo grove, then the Okochi Sanso garden
19:00 dinner in Pontocho alley

save for your Japan trip 🇯🇵 #kyoto #japantravel #itinerary #matcha`,
    postedDaysAgo: 45,
    likes: 12_990,
    comments: 240,
    media: [image(320, 320), image(320, 320)],
    expected: {
      category: 'travel',
      intent: 'plan_visit',
      entities: [
        entity('guide', 'One perfect day in Kyoto', 'Kyoto'),
        entity('park', 'Fushimi Inari', 'Kyoto'),
        entity('cafe', 'Ippodo Tea', 'Teramachi, Kyoto'),
        entity('venue', 'Nishiki Market', 'Kyoto'),
        entity('park', 'Arashiyama bamboo grove', 'Kyoto'),
      ],
    },
  },
  {
    key: 'ev-running-shoes-product',
    platform: 'tiktok',
    id: '7395566778899001122',
    link: 'https://www.tiktok.com/@runwithrae/video/7395566778899001122',
    author: { handle: 'runwithrae', name: 'Rae runs' },
    text: `500 miles in the ASICS Novablast 4 👟 honest review: bouncy, light (255g), great for easy runs and long runs, not for racing. $140 but it's $99 on sale right now. sizing runs true. #running #runningshoes #asics #novablast`,
    postedDaysAgo: 18,
    likes: 7_400,
    comments: 190,
    plays: 150_022,
    shares: 880,
    media: [video(576, 1024, 41), image(180, 320)],
    expected: { category: 'shopping', intent: 'buy', entities: [entity('product', 'ASICS Novablast 4', undefined)] },
  },
  {
    key: 'ev-kettlebell-workout',
    platform: 'instagram',
    id: 'C1zXc2vBn3M',
    link: 'https://www.instagram.com/p/C1zXc2vBn3M/',
    author: { handle: 'kbwithkat', name: 'Kat | kettlebells' },
    text: `15 minute kettlebell full body 🔔 one bell, 16kg for me

EMOM x 15:
min 1 — 12 kettlebell swings
min 2 — 8 goblet squats
min 3 — 6 clean & press each side

scale it: lighter bell, or 30s work. save for tomorrow morning ✨ #kettlebell #homeworkout #emom #fullbody`,
    postedDaysAgo: 8,
    likes: 4_310,
    comments: 66,
    media: [video(720, 1280, 29), image(180, 320)],
    expected: { category: 'fitness', intent: 'try_workout', entities: [entity('workout', '15 minute kettlebell full body', undefined)] },
  },
  {
    key: 'ev-brunch-melbourne',
    platform: 'x',
    id: '1851122334455667788',
    link: 'https://x.com/brunchbymia/status/1851122334455667788',
    author: { handle: 'brunchbymia', name: 'Mia' },
    text: `Hot take: Higher Ground in Melbourne CBD does the best ricotta hotcakes in Australia. Huge space, no bookings on weekends, expect 30 min. 650 Little Bourke St. A$26 but it feeds two 🥞`,
    postedDaysAgo: 30,
    likes: 1_120,
    comments: 54,
    media: [],
    expected: { category: 'food', intent: 'plan_visit', entities: [entity('restaurant', 'Higher Ground', 'Melbourne')] },
  },
  {
    key: 'ev-natural-wine-bar-copenhagen',
    platform: 'instagram',
    id: 'C9aSd8fGh7J',
    link: 'https://www.instagram.com/p/C9aSd8fGh7J/',
    author: { handle: 'cph.glass', name: 'CPH by the glass' },
    text: `Den Vandrette in Nyhavn 🍷 natural wine bar on the water, glasses from 95 kr, the cheese plate is mandatory. Quieter than the rest of Nyhavn, open til midnight Wed–Sat. Havnegade 53A.

#copenhagen #naturalwine #nyhavn #winebar`,
    postedDaysAgo: 52,
    likes: 1_876,
    comments: 29,
    media: [image(320, 256)],
    expected: { category: 'nightlife', intent: 'plan_visit', entities: [entity('bar', 'Den Vandrette', 'Nyhavn, Copenhagen')] },
  },
];

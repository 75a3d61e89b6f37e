import { describe, expect, it } from 'vitest';
import { addCues, categoryCues, cuedCategory, dateCues, emojiCues, shapeCues } from './category-cues';

/** The category a caption's words and hashtags point to. */
const cued = (text: string, hashtags: string[] = [], minimum = 1) => cuedCategory(addCues(categoryCues(text, hashtags), shapeCues(text)), minimum);

describe('categoryCues', () => {
  it('reads a katakana word at the end of a compound, where Japanese says what a thing is (eleventh-round tn-2400)', () => {
    expect(cued('今回のお客様は完全予約制プライベートネイルサロンです')).toBe('beauty');
    // Not at a longer word's start or inside it: 'サロンパス' is a pain patch, not a salon.
    expect(categoryCues('サロンパスを貼った', []).beauty).toBeUndefined();
  });

  it('reads Polish, Indonesian and Chinese words too (third-round tuning captions ig-160, ig-161, tt-092, ig-169)', () => {
    expect(cued('kawę mrożoną zamieniamy już na ciepłą herbatę! Wpadnijcie się rozgrzać!')).toBe('food');
    expect(cued('Masz powód do świętowania? Nasza sala czeka — idealna na urodziny i imprezę po swojemu 💫')).toBe('nightlife');
    expect(cued('Pak tito sarapan sayur bening daun kelor, keliatan enak..')).toBe('food');
    expect(cued('親愛的訓練家們： 今天所有的投擲都變成了Excellent！ #PokemonGO #寶可夢GO')).toBe('entertainment');
    expect(cued('演唱會門票明天開賣')).toBe('events');
  });

  it('reads books, shows, calls for papers, trails and golf (tuning captions x-077, x-071, x-103, ig-193, ig-206)', () => {
    expect(cued('‘Hacer cómics’ de Scott McCloud no es una guía para dibujar; es un libro sobre la comunicación visual.')).toBe('entertainment');
    expect(cued('Vale fazer patê ou macarrão com sardinha?', ['MasterChefBR'])).toBe('entertainment');
    expect(cued('Call for papers is here & we want to hear from you. Please spread the word.')).toBe('events');
    expect(cued('Our North Cabin is still available this weekend! Trail conditions are perfect')).toBe('travel');
    expect(cued('주니어 선수들과 함께한 라운드에서 이글하고 골프 심플하네')).toBe('fitness');
  });

  it('reads the wider lexicon: Ukrainian places, the word entertainment, a video (tuning captions x-073, ig-103, x-050)', () => {
    expect(cued('топ київських закладів для того шоб повайбити: - окто - пʼюр енд наїв - зиґзаґ - ферст поінт - дублер - дилетант')).toBe('food');
    expect(
      cued('📢 อัปเดตตารางงาน PiXXiE เดือนสิงหาคม 2568 💜 ฝากติดตามสาว ๆ ด้วยนะคะ หากมีตารางงานเพิ่มเติม ทีมงานจะแจ้งให้ทราบอีกครั้งค่ะ 🧚🏻‍♀️✨', ['PiXXiE', 'litentertainmentth']),
    ).toBe('entertainment');
    expect(cued('Lo único que me interesa de este vídeo =&gt; https://t.co/K3plai3234 https://t.co/gGx0L6MCcV')).toBe('entertainment');
  });

  it('reads where music and shows are played as entertainment (ninth-round tuning captions tn-1604, tn-1910)', () => {
    expect(cued('Dear Tim McGraw, Lainey Wilson is still waiting for your reply. LAINEY WILSON: KEEPIN’ COUNTRY COOL is now playing!')).toBe('entertainment');
    expect(cued('Listen to #NOTHINGISPROMISED on iTunes now! Thank you @mikewillmadeit', ['NOTHINGISPROMISED'])).toBe('entertainment');
    expect(cued('Tune in tomorrow at 10am to find out.')).toBe('entertainment');
  });

  it('reads matches and championships as events, in the languages clubs post in (tuning captions tn-615, tn-1809, tn-1829)', () => {
    expect(cued('J-3 avant le match de nos seniors filles qui aura lieu samedi à 19h contre le HBC Villenave.')).toBe('events');
    expect(cued('On our way to Lincoln Memorial Stadium for Millard South state championship. Hot and humid!')).toBe('events');
    expect(cued('RUGE CARRANZA RUGEEE!!!!!!!! GANAS DE PARTIDO... VAMOOSSS!!!')).toBe('events');
  });

  it("reads a short cue only with its own accents: Spanish 'te' is not tea, Portuguese 'até' is not 'ate' (tuning captions tn-1036, tn-1210)", () => {
    expect(cued('Quiero poner mi mejilla en tu pecho mientras te abrazo')).toBeNull();
    expect(cued('Finalmente consegui fechar a conta, até nunca mais')).toBeNull();
    expect(cued('Un té verde por favor')).toBe('food');
    expect(cued('We ate so much')).toBe('food');
  });

  it("reads no category from words as often said of something else: a club, a season, a garden, a run, 'nuevo', 'à la maison' (tuning captions tn-624, tn-081, tn-432, ig-178)", () => {
    expect(cued('Rotaract Club of Baneshwor welcomes its new members')).toBeNull();
    expect(cued('We hope you all have a wonderful Holiday Season full of love, joy, and cool cars!')).not.toBe('entertainment');
    expect(cued('A walk in the garden after a long run')).toBeNull();
    expect(cued('Toute la famille à la maison pour Noël')).toBeNull();
    expect(cued('Una de mis nuevas sudaderas')).toBeNull();
  });

  it('reads a giveaway as shopping (tuning caption tn-1601)', () => {
    expect(cued('¿Listos? Nuevo #SORTEO en mi perfil 📱', ['SORTEO'])).toBe('shopping');
  });

  it('reads Thai inside the text, as it has no spaces between words', () => {
    expect(cued('ร้านนี้อร่อยมาก กาแฟหอม')).toBe('food');
    expect(cued('สูตรทำขนมง่ายๆ วัตถุดิบมีแค่สามอย่าง')).toBe('recipes');
  });

  it('does not read a Polish word into an English one with its accents taken off', () => {
    // 'plaża' (beach) folds to 'plaza': it is left out, so a square stays a square.
    expect(cued("We are in l'enfant plaza today")).toBeNull();
  });

  it('reads each category from words in the languages members save in', () => {
    // Recipes
    expect(cued('Receta fácil de bizcocho: mezcla los ingredientes y al horno 40 minutos')).toBe('recipes');
    expect(cued('Receita de bolo de fubá 😋 modo de preparo nos comentários')).toBe('recipes');
    expect(cued('La ricetta della nonna: ingredienti semplici, tanto amore')).toBe('recipes');
    expect(cued('Makkelijk recept voor bananenbrood, ingrediënten in de comments')).toBe('recipes');
    expect(cued('Ma recette de crêpes inratable, ingrédients en légende')).toBe('recipes');
    expect(cued('Omas Rezept für Apfelkuchen, die Zutaten stehen unten')).toBe('recipes');
    expect(cued('簡単レシピ🍳 材料と作り方はこちら')).toBe('recipes');
    // Food
    expect(cued('Best tacos in town, the salsa verde is unreal 🌮 #foodie')).toBe('food');
    expect(cued('Cena en un restaurante pequeñito, el pulpo estaba delicioso')).toBe('food');
    expect(cued('Almoço de domingo: picanha, arroz e farofa, tudo muito gostoso')).toBe('food');
    expect(cued('Pranzo in trattoria, piatto di pici cacio e pepe buonissimo')).toBe('food');
    expect(cued('Heerlijk ontbijt bij de bakker om de hoek')).toBe('food');
    expect(cued('Dîner parfait, tout était délicieux')).toBe('food');
    expect(cued('ランチは海鮮丼、美味しかった！')).toBe('food');
    // Events
    expect(cued('New tour dates! Tickets on sale Friday, doors 7pm 🎤')).toBe('events');
    expect(cued('Este sábado concierto gratis en la plaza, no te lo pierdas')).toBe('events');
    expect(cued('Festival de jazz com ingressos esgotados, não percam a próxima edição')).toBe('events');
    expect(cued('Stasera concerto dal vivo, biglietti in cassa')).toBe('events');
    expect(cued('Morgen optreden in de kleine zaal, kaarten via de link')).toBe('events');
    expect(cued('Konzert am Freitag, Karten an der Abendkasse')).toBe('events');
    expect(cued('来月のライブ、チケット発売中！開場18時')).toBe('events');
    // Fitness
    expect(cued('Leg day 🔥 squats, lunges and a lot of sweat')).toBe('fitness');
    expect(cued('Rutina de entrenamiento en casa sin equipo')).toBe('fitness');
    expect(cued('Treino de hoje na academia: foco em glúteos')).toBe('fitness');
    expect(cued('Allenamento a corpo libero, 20 minuti')).toBe('fitness');
    expect(cued('Mon entraînement du matin avant le boulot')).toBe('fitness');
    expect(cued('今日の筋トレ💪 腹筋メイン')).toBe('fitness');
    // Nightlife
    expect(cued('Friday night out: cocktails at a tiny speakeasy, DJ till late')).toBe('nightlife');
    expect(cued('Cervezas y copas con los amigos, gran fiesta')).toBe('nightlife');
    expect(cued('居酒屋で日本酒とハイボール🍶')).toBe('nightlife');
    // Travel
    expect(cued('3 day itinerary for a long weekend by the sea ✈️ #wanderlust')).toBe('travel');
    expect(cued('Nuestro viaje por la costa, playas increíbles')).toBe('travel');
    expect(cued('Férias na praia com a família, viagem perfeita')).toBe('travel');
    expect(cued('Vakantie aan het strand, wat een reis')).toBe('travel');
    expect(cued('温泉旅行で観光してきました')).toBe('travel');
    // Shopping, fashion, beauty, home, entertainment
    expect(cued('Huge sale this weekend, use code SAVE20 at checkout, link in bio')).toBe('shopping');
    expect(cued('Rebajas en la tienda, descuentos de hasta el 50%')).toBe('shopping');
    expect(cued('Today’s outfit: wide jeans and an old blazer #ootd')).toBe('fashion');
    expect(cued('My night skincare routine, serum then moisturizer')).toBe('beauty');
    expect(cued('Maquillaje natural para el día a día')).toBe('beauty');
    expect(cued('Living room makeover on a budget, thrifted sofa and new rug')).toBe('home');
    expect(cued('Now streaming: the whole season, no spoilers please')).toBe('entertainment');
  });

  it('reads cues inside hashtags only when they are long enough to mean something', () => {
    expect(categoryCues('', ['berlinrestaurants']).food).toBeGreaterThan(0);
    expect(categoryCues('', ['barcelona']).nightlife).toBeUndefined();
  });

  it('does not read a katakana word inside a longer one', () => {
    // 'バー' (bar) is not in 'バター' (butter).
    expect(categoryCues('バターたっぷりのトースト', []).nightlife).toBeUndefined();
    expect(categoryCues('駅前のバーで一杯', []).nightlife).toBeGreaterThan(0);
  });

  it('counts each cue once however often it is written', () => {
    expect(categoryCues('pizza pizza pizza pizza', []).food).toBe(1);
  });

  it('says nothing for words of no category', () => {
    expect(cued('my dog judged me today')).toBeNull();
    expect(cued('')).toBeNull();
  });

  it('gives a recipe word the word over many food words', () => {
    expect(cued("Let's cook a spicy cucumber salad #food #foodie #eating #koreanfood")).toBe('recipes');
  });
});

describe('shapeCues', () => {
  it('reads an ingredient list with quantities and units as a recipe, in any language', () => {
    expect(shapeCues('Pancakes\n200 g flour\n2 tbsp sugar\n300 ml milk\n1 egg').recipes).toBeGreaterThan(0);
    expect(shapeCues('250 g de harina, 2 cucharadas de azúcar, 1 pizca de sal').recipes).toBeGreaterThan(0);
    expect(shapeCues('500 g farina, 3 cucchiai di olio, 1 spicchio d’aglio, 10 g lievito').recipes).toBeGreaterThan(0);
    expect(shapeCues('2 EL Olivenöl, 3 Zehen Knoblauch, 400 g Tomaten').recipes).toBeGreaterThan(0);
    expect(cued('Tajine de poulet\n500 g poulet\n2 cuillères à soupe de miel\n1 cc de cannelle')).toBe('recipes');
  });

  it('reads three lines that open with an amount as an ingredient list, units or not (tuning caption ig-191)', () => {
    // The lines of ig-191's list that have no unit the amount pattern knows.
    const lines = '1 egg\n1/2 white onion, finely diced (I used red onion here bc I ran out of white 🫠)\n1 jar marinara sauce of choice';
    expect(shapeCues(lines).recipes).toBeGreaterThan(0);
    expect(shapeCues('- 2 eggs\n- ½ onion\n- 3 carrots').recipes).toBeGreaterThan(0);
    // Numbered steps, countdowns and times are not amounts.
    expect(shapeCues('1. Preheat the oven\n2. Mix\n3. Bake').recipes).toBeUndefined();
    expect(shapeCues('10) @tacosxyz\n9) @pizzaabc\n8) @ramenbar').recipes).toBeUndefined();
    expect(shapeCues('10:30 doors\n11:00 talks\n12:30 lunch').recipes).toBeUndefined();
  });

  it('reads sets and reps as a workout', () => {
    expect(shapeCues('Squats 4 sets of 10, push ups 3x15, plank 3 rounds').fitness).toBeGreaterThan(0);
    expect(cued('Sentadillas 4 series de 12 y zancadas 3x10')).toBe('fitness');
  });

  it('does not take one price or one time for anything', () => {
    expect(shapeCues('Open 8am-10pm, lunch menu 12 €')).toEqual({});
  });
});

describe('dateCues', () => {
  it('reads a day to come with a time as an announcement, a bare date only as a tip of the scale', () => {
    expect(dateCues(true, true).events).toBe(3);
    expect(cuedCategory(dateCues(true, false))).toBeNull();
    expect(cuedCategory(addCues(categoryCues('Feijoada no sábado, não percam!', []), dateCues(true, true)))).toBe('events');
    expect(dateCues(false, true)).toEqual({});
  });
});

describe('emojiCues', () => {
  it('reads food, drink, show and screen emoji in any language, each once and at most two a category', () => {
    expect(emojiCues('Quel délice 🍕🍕🍕')).toEqual({ food: 1 });
    expect(emojiCues('🍸🍹🍺🍻 ce soir')).toEqual({ nightlife: 2 });
    expect(emojiCues('🎤🎸 samstag')).toEqual({ events: 2 });
    expect(emojiCues('✈️💪🏠 decoration only')).toEqual({});
  });
});

// What a post's own words say its category is, when what was found in it does not settle it: cue
// words per category in the languages members save in (English, Spanish, Portuguese, Italian,
// French, Dutch, German, Japanese), counted in the text and inside hashtags ('#berlincafe' says
// cafe). A cue is a word start: 'restaurant' also finds 'restaurants', 'cocin' finds 'cocinar'.
import type { PostCategory } from '@stash/shared';

export type CueCategory = Exclude<PostCategory, 'other'>;

/** Words of the category; a trailing '*' is a stem (any ending), otherwise plural 's' only. */
const CUES: Record<CueCategory, string> = {
  food: `restaurant* restaurante* ristorante* trattoria osteria pizzeria taqueria brasserie bistro* eatery diner
    cafe cafes coffee cafeteria koffie kaffee brunch breakfast lunch dinner supper foodie* food* delicious yummy tasty
    menu eat eats ate eating tacos taco ramen sushi pizza burger* noodle* dumpling* bbq barbecue steak* bakery
    chef starters mains appetizer* soup* flavor* flavour* serving served dish dishes plate rice chicken cheese
    "food truck" foodtruck* cart
    pastry pastries croissant* dessert* cake* icecream gelato chocolate cheesecake acai açaí smoothie* juice
    comida comer cena almuerzo desayuno delicioso rico deliciosa sabroso platillo antojo plato sabor* sopa pollo queso
    arroz pan carne pescado
    almoço jantar gostoso delícia delicia lanche petisco espetinho* churrasco hamburguer* padaria prato* frango queijo
    servida* servido* empada* feijoada* galinhada pão peixe
    pranzo colazione buonissimo delizioso gustoso mangiare cucina piatto zuppa pollo formaggio riso pane pesce
    eten lekker ontbijt avondeten heerlijk gerecht* soep kip kaas rijst brood vlees
    déjeuner dîner manger délicieux boulangerie soupe poulet fromage riz pain viande poisson
    essen lecker frühstück mittagessen abendessen suppe hähnchen käse brot fleisch fisch
    ラーメン らーめん 麺 つけ麺 ランチ ディナー 美味 うまい 食べ グルメ カフェ 寿司 焼肉 定食 餃子 ごちそうさま 朝食 ごはん メニュー`,
  recipes: `recipe* ingredient* tbsp tsp teaspoon* tablespoon* preheat bake baking oven stir whisk simmer
    homemade "how to make" "step by step" "let's cook" "lets cook" "mixed together" chop chopped dice* sauté* marinate* knead*
    "add the" "season with" "until golden"
    tarif malzemeler
    receta* ingrediente* cucharada* horno hornear cocinar
    receita* colher* forno assar
    ricetta ricette ingredienti cucchiai* cuocere impasto
    recept* ingrediënten eetlepel* theelepel* bakken
    recette* ingrédient* cuillère* cuire
    rezept* zutaten esslöffel* teelöffel* backofen
    レシピ 材料 作り方 大さじ 小さじ`,
  nightlife: `bar bars pub pubs cocktail* nightclub* club clubbing party partying rave dj drinks "happy hour" speakeasy
    brewery brewpub beer* wine* negroni spritz mezcal tequila whisk*
    fiesta discoteca copas cerveza* cerveja* balada boate boteco chopp
    aperitivo birra vino discoteca
    kroeg borrel biertje
    soirée boîte apéro
    kneipe bier
    居酒屋 酒場 バー ビール 飲み`,
  events: `festival* concert* gig gigs tickets ticket lineup "line up" tour live "live music" show showcase exhibition* exhibit
    screening* premiere conference meetup workshop* fair market* parade marathon olympic* gira
    performance* doors "sold out" rsvp "save the date" event events
    concierto* entradas boletos evento* exposición feria
    ingresso* show espetáculo exposição feira olimpíadas
    concerto biglietti mostra evento spettacolo
    optreden kaarten tentoonstelling
    billets exposition spectacle salon
    konzert* karten ausstellung veranstaltung
    baile gala
    ライブ 公演 フェス イベント 展示 チケット 祭 まつり`,
  travel: `travel* trip trips vacation* holiday* itinerary flight* airport hotel* hostel beach* island* explore exploring
    wanderlust roadtrip "road trip" sightseeing museum* temple* cathedral canyon "national park" hike hiking desert
    homestay resort* "day trip" visit visiting
    viaje* vacaciones playa turismo
    viagem férias praia turismo museu
    viaggio vacanza spiaggia
    reis vakantie strand
    voyage vacances plage désert séminaire
    reise urlaub
    旅 旅行 観光 温泉 行ってきました`,
  fitness: `workout* gym fitness exercise* reps squat* deadlift* hiit cardio abs glutes yoga pilates crossfit training
    run running marathon "personal best" stretch* mobility
    entrenamiento ejercicio* gimnasio
    treino academia musculação smart fit
    allenamento palestra
    sportschool
    entraînement musculation
    übungen krafttraining
    筋トレ トレーニング ジム ランニング ヨガ`,
  shopping: `shop shopping sale discount "use code" haul "link in bio" linkinbio "in stock" restock "new arrival*" "just arrived"
    collection* order* buy bought store* deal* refurb* "add to cart" price* launch* unboxing "product name" finds amazonfinds
    tienda oferta* precio stock compra* nuevo nueva
    loja promoção preço compra*
    negozio saldi prezzo
    winkel korting
    boutique soldes prix
    laden rabatt angebot
    買った 購入 セール 新作 発売`,
  fashion: `outfit* ootd fashion style styled styling dress* sneaker* jacket* wardrobe streetwear lookbook denim shoes
    bag bags handbag* purse* swimwear bikini
    moda vestido* ropa roupa look abito scarpe jurk tenue kleid`,
  beauty: `skincare makeup beauty serum sunscreen spf lipstick haircare nails manicure moisturi* foundation mascara
    hair haircut* hairstyl* salon braid* conditioner shampoo facial pores
    maquillaje piel cabello maquiagem pele cabelo trucco capelli huidverzorging maquillage peau cheveux hautpflege
    コスメ スキンケア エステ 毛穴 美容 肌`,
  home: `home decor interior* "living room" bedroom kitchen apartment furniture plant plants pots diy renovation garden*
    hogar decoración decoração arredamento interieur woonkamer déco maison wohnung einrichtung インテリア`,
  entertainment: `movie* film* series episode* episódio* épisode* saison season netflix trailer album song* "music video" podcast
    gaming videogame funny meme* comedy lol lmao pov anime manga "in theaters" cinema*
    película serie filme série canzone aflevering chanson folge 映画 ドラマ アニメ`,
};

type Cue = { pattern: RegExp; inTags: RegExp | null };

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').normalize('NFC').toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Scripts without spaces between words match anywhere. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function cueOf(term: string): Cue {
  const stem = term.endsWith('*');
  const body = escape(fold(stem ? term.slice(0, -1) : term)).replace(/ /g, '\\s+');
  if (UNSPACED.test(term)) return { pattern: new RegExp(body, 'u'), inTags: new RegExp(body, 'u') };
  const ending = stem ? '\\p{L}*' : 's?';
  return {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}${ending}(?![\\p{L}\\p{N}])`, 'u'),
    // Inside a hashtag only longer cues count: 'bar' is in 'barcelona', 'brunch' is not in much else.
    inTags: !term.includes(' ') && body.length >= 5 ? new RegExp(body, 'u') : null,
  };
}

function termsOf(list: string): string[] {
  return [...list.matchAll(/"([^"]+)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);
}

const CUE_TABLE: Array<{ category: CueCategory; cues: Cue[] }> = (Object.entries(CUES) as Array<[CueCategory, string]>).map(([category, list]) => ({
  category,
  cues: termsOf(list).map(cueOf),
}));

export type CueScores = Partial<Record<CueCategory, number>>;

/** How many distinct cues of each category the words and hashtags hold. */
export function categoryCues(words: string, hashtags: string[]): CueScores {
  const text = fold(words);
  const tags = hashtags.map(fold);
  const scores: CueScores = {};
  for (const { category, cues } of CUE_TABLE) {
    let score = 0;
    for (const cue of cues) {
      if (cue.pattern.test(text)) score += 1;
      else if (cue.inTags && tags.some((tag) => cue.inTags!.test(tag))) score += 1;
    }
    if (score > 0) scores[category] = score;
  }
  return scores;
}

/**
 * Ties go to the narrower category: a post with both recipe and food words is a recipe, one with
 * beauty and shopping words a beauty post; words of a meal or a purchase are in many posts.
 */
const NARROWER_FIRST: CueCategory[] = ['recipes', 'fitness', 'beauty', 'fashion', 'home', 'events', 'nightlife', 'travel', 'food', 'entertainment', 'shopping'];
/** What shopping words are about when the post also says what it sells. */
const GOODS: CueCategory[] = ['beauty', 'fashion', 'home'];

/** The category the cues point to: the most cues, ties to the narrower one; none below `minimum`. */
export function cuedCategory(scores: CueScores, minimum = 1): CueCategory | null {
  const ranked = (Object.entries(scores) as Array<[CueCategory, number]>).sort((a, b) => b[1] - a[1] || NARROWER_FIRST.indexOf(a[0]) - NARROWER_FIRST.indexOf(b[0]));
  const first = ranked[0];
  if (!first || first[1] < minimum) return null;
  // 'Product Name: … Hair Conditioner #amazonfinds' is a beauty product: shopping says only that it is sold.
  if (first[0] === 'shopping') {
    const goods = ranked.find(([category]) => GOODS.includes(category));
    if (goods) return goods[0];
  }
  return first[0];
}

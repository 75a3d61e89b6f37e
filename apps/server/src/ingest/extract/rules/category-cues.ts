// What a post's own words say its category is: a scored lexicon of cue words per category in the
// languages members save in (English, Spanish, Portuguese, Italian, French, Dutch, German,
// Japanese, and the commonest words in Korean, Chinese, Polish, Indonesian, Arabic, Vietnamese and Turkish;
// more words and languages in wide-cue-words.ts), read in the text and inside hashtags ('#berlincafe'
// says cafe), plus the shapes of a post that words alone miss: an ingredient list with quantities,
// sets and reps.
//
// The text is read word by word (one pass, set look-ups), not with one pattern per cue, so the
// lexicon can grow without making a long caption slower.
import type { PostCategory } from '@stash/shared';
import { WIDE_CUES } from './wide-cue-words';

export type CueCategory = Exclude<PostCategory, 'other'>;

/**
 * Words of each category. A trailing '*' is a stem (any ending), otherwise a plural 's'/'es' is
 * also read; a leading '!' marks a word that alone says the category ('ingredients', 'ootd'),
 * worth STRONG; the others are worth 1. Quoted terms are phrases. Kana, kanji and hangul terms
 * are matched inside the text (Japanese has no spaces, Korean glues endings to words).
 */
const CUES: Record<CueCategory, string> = {
  food: `!restaurant* !restaurante* !ristorante* !trattoria !osteria !pizzeria !taqueria !brasserie !bistro* eatery diner
    cafe cafes coffee cafeteria koffie kaffee !brunch breakfast lunch dinner supper !foodie* food* delicious yummy tasty
    menu eat eats ate eating tacos taco ramen sushi pizza burger* noodle* dumpling* bbq barbecue barbeque grill steak* bakery
    chef starters mains appetizer* soup* flavor* flavour* serving served dish dishes plate rice chicken cheese
    "food truck" foodtruck* cart "date night" !foodtok !foodporn !eatwithus !instafood yum
    pastry pastries croissant* dessert* cake* icecream "ice cream" gelato chocolate cheesecake acai açaí smoothie* juice
    cookie* patties patty oxtail* curry curries fries wings sandwich* bagel* donut* doughnut* pancake* waffle*
    tapas paella burrito* nachos empanada* ceviche pho bao kimchi bibimbap dimsum "dim sum" brisket ribs
    tea teahouse matcha latte espresso cappuccino bubble boba
    pasta lasagna risotto gnocchi carbonara burrata focaccia tiramisu
    seafood oyster* lobster crab shrimp prawn* salmon tuna
    takeaway takeout "to go" delivery reservation* tasting omakase michelin
    comimos comí cenamos cené desayunamos almorzamos jantamos almoçamos comemos mangiato pranzato cenato mangé dîné déjeuné
    gegessen gegeten
    comida comer cena almuerzo desayuno delicioso rico deliciosa sabroso platillo antojo plato sabor* sopa pollo queso
    arroz pan carne pescado restaurante tapeo merienda postre* té
    almoço jantar gostoso delícia delicia lanche petisco espetinho* churrasco hamburguer* padaria prato* frango queijo
    servida* servido* empada* feijoada* galinhada pão peixe chá lanchonete sobremesa* rodízio
    pranzo colazione cena buonissimo delizioso gustoso mangiare cucina piatto zuppa pollo formaggio riso pane pesce
    dolce dolci gelateria pasticceria
    eten lekker ontbijt lunchen avondeten diner heerlijk gerecht* soep kip kaas rijst brood vlees
    déjeuner dîner manger délicieux boulangerie soupe poulet fromage riz pain viande poisson
    essen lecker frühstück mittagessen abendessen suppe hähnchen käse brot fleisch fisch
    ラーメン らーめん 麺 つけ麺 ランチ ディナー 美味 うまい 食べ グルメ カフェ 寿司 焼肉 定食 餃子 ごちそうさま 朝食
    ごはん メニュー スイーツ 抹茶 ラテ 茶 だんご パフェ パン ケーキ 丼 そば うどん 唐揚げ 食堂 海鮮 刺身 天ぷら とんかつ
    カレー ハンバーグ ピザ パスタ 焼き鳥 お店 !맛집 식당 카페 맛있 먹방 먹었 먹고 맛나 저녁식사 점심 주문 디저트 !مطعم !المطعم مطاعم مقهى كافيه لذيذ أكل طعام
    "nha hang" "quan an" "mon an" ngon lezzetli restoran yemek kahvalti
    jedzenie pyszne pyszny pyszna smaczne smacznego obiad śniadanie kolacja kawa kawę kawiarni* restauracj* kuchnia zupa pierogi
    makan makanan sarapan enak kuliner warung nasi 美食 餐廳 餐厅 好吃 早餐 午餐 晚餐 甜點 甜点 小吃`,
  recipes: `!recipe* !ingredient* !tbsp !tsp !teaspoon* !tablespoon* !preheat bake baking oven stir whisk simmer
    homemade !"how to make" "step by step" !"let's cook" !"lets cook" "mixed together" chop chopped diced sauté* marinate* knead*
    "add the" "season with" "until golden" "bring to a boil" "pinch of" "salt and pepper" !"cook with me" !"what i eat"
    !"recipe below" servings "prep time" "cook time" dough batter
    tarif malzemeler
    !receta* !ingrediente* !cucharada* !cucharadita* horno hornear cocinar "paso a paso" "sal y pimienta" !"modo de preparación"
    !receita* !colher* forno assar "modo de preparo" "sal e pimenta" refogue* misture
    !ricetta !ricette !ingredienti !cucchiai* !cucchiaino cuocere impasto forno "sale e pepe" mescola*
    !recept* !ingrediënten !eetlepel* !theelepel* bakken oven "zout en peper"
    !recette* !ingrédient* !cuillère* cuire "sel et poivre" "faire revenir" mélanger
    !rezept* !zutaten !esslöffel* !teelöffel* backofen "salz und pfeffer" zubereitung
    !レシピ !材料 !作り方 !大さじ !小さじ 下ごしらえ
    !레시피 !재료 만들기 요리 !وصفة !الوصفة !المكونات !مقادير !المقادير ملعقة "cong thuc" !"nguyen lieu" "cach lam"
    !przepis* !składniki !resep "cara membuat" !食譜 !食谱 !做法`,
  nightlife: `bar bars pub pubs !cocktail* !nightclub* clubbing party partying !rave dj drinks "happy hour" !speakeasy
    brewery brewpub beer* wine* negroni spritz mezcal tequila whisky whiskey gin margarita* martini* shots bartender* mixolog*
    nightlife nightout "night out" "bottle service" afterparty "after party" lounge shisha hookah karaoke
    fiesta discoteca copas cerveza* cerveja* balada boate boteco chopp caipirinha* coquetel* trago*
    aperitivo birra vino discoteca serata
    kroeg borrel biertje uitgaan
    soirée boîte apéro
    kneipe bier nachtleben
    "guest list" guestlist "door list" "late night" afters
    居酒屋 酒場 バー ビール 飲み 日本酒 ハイボール 술집 칵테일 클럽 파티 디제이 라운지 "quan bar" bira
    drink impreza* imprezę imprezy piwo drinki koktajl* 酒吧 夜店 調酒 调酒 啤酒`,
  events: `!festival* !concert* !gig gigs !tickets ticket !lineup !"line up" tour "live music" showcase !exhibition* exhibit
    screening* premiere conference meetup workshop* fair parade marathon olympic* gira
    performance* doors !"sold out" !rsvp !"save the date" event events headlin* "don't miss" "dont miss" "join us"
    "see you there" installation* sculpture* artist* gallery galleries vernissage webinar panel talk summit expo
    concierto* entradas boletos evento* exposición feria "no te lo pierdas" charla "en vivo" "en directo" "ao vivo" "dal vivo"
    ingresso* espetáculo exposição feira olimpíadas "não percam" "nao percam" encontro* conversa* seminário* palestra*
    concerto biglietti mostra evento spettacolo "non perdete" rassegna
    optreden kaarten tentoonstelling "mis het niet" voorstelling
    billets exposition spectacle "ne manquez pas"
    konzert* karten ausstellung veranstaltung "nicht verpassen" bühne* karneval* fasching sitzung umzug "seid dabei" kermis
    baile gala
    ライブ 公演 フェス イベント 展示 チケット 祭 まつり 花火 開催 展覧会 !開演 !開場 !前売 出演
    콘서트 공연 축제 전시 حفلة حفل مهرجان تذاكر فعالية "su kien" "le hoi" konser etkinlik festivali
    koncert* festiwal* bilety wydarzeni* wystaw* acara tiket pameran 活動 活动 演唱會 演唱会 展覽 展览 門票 门票 音樂節 音乐节
    "call for papers" "call for speakers" cfp "who's coming" "whos coming"
    perform* crowd onstage "on stage" setlist encore "meet & greet" "meet and greet" "meet &amp; greet" soundcheck
    carnival* "tour dates" "this show" "the show" auftritt* evenement* presentación apresentação esibizion* "show de"
    "we play" "we're playing" tocamos tocaremos "vamos tocar" "on joue" "nous jouons" "spielen wir" "wir spielen" suoniamo "spelen we" "wij spelen"
    match matchday kickoff "kick-off" derby championship* tournament* tournoi torneo campeonato championnat partido partita wedstrijd
    heimspiel auswärtsspiel anpfiff`,
  travel: `!travel* trip trips !vacation* !holiday* !itinerary flight* airport hotel* hostel beach* island* explore exploring
    !wanderlust roadtrip "road trip" !sightseeing museum* temple* cathedral canyon "national park" hike hiking desert
    homestay resort* "day trip" visit visiting view views sunset landmark* "old town" castle* passport backpack*
    tourist* abroad getaway scenic viewpoint skyline bridge lake mountain* waterfall*
    viaje* vacaciones playa turismo mirador
    viagem férias praia turismo museu passeio* mirante
    viaggio vacanza spiaggia turismo
    reis vakantie strand
    voyage vacances plage désert séminaire
    reise urlaub strand sehenswürdig*
    旅 旅行 観光 温泉 行ってきました 絶景 景色 神社 お寺 ホテル 旅館 空港 新幹線
    여행 호텔 سفر رحلة فندق "du lich" "khach san" seyahat tatil
    podróż* wakacje wycieczk* liburan wisata pantai 旅遊 旅游 景點 景点 飯店 酒店 trail trails cabin cabins lodge camping campsite glamping`,
  fitness: `!workout* gym !fitness exercise* !reps squat* deadlift* !hiit cardio abs glutes yoga pilates crossfit training
    running "personal best" stretch* mobility lunge* plank* pushup* "push ups" pullup* "pull ups" burpee* dumbbell*
    kettlebell* "leg day" "arm day" bodybuilding gains !fitfam !gymtok protein
    entrenamiento ejercicio* gimnasio sentadilla* rutina
    treino academia musculação agachamento* "smart fit"
    allenamento esercizi*
    sportschool oefening*
    entraînement musculation exercice*
    übungen krafttraining training
    筋トレ トレーニング ジム ランニング ヨガ 腹筋 ダイエット ストレッチ
    운동 헬스 تمرين رياضة "tap luyen" "tap gym" antrenman
    trening* siłownia ćwiczeni* olahraga latihan golf tennis padel bouldering climbing cycling 健身 運動 运动 골프`,
  shopping: `shop shopping sale discount !"use code" haul "link in bio" linkinbio "in stock" restock "new arrival*" "just arrived"
    collection* order* buy bought store* deal* refurb* !"add to cart" price* launch* !unboxing "product name" finds !amazonfinds
    iphone* ipad* macbook* laptop* smartphone* gadget* headphone* earbuds technology tech electronics
    tienda oferta* precio stock compra* descuento* giveaway* sorteo* sorteio* concorso rebaja*
    loja promoção preço compra* desconto* frete
    negozio saldi prezzo sconto*
    winkel korting aanbieding*
    boutique soldes prix promo
    laden rabatt angebot
    買った 購入 セール 新作 発売 通販 限定 세일 할인 تخفيضات خصم "giam gia" indirim
    catalog* catálogo papelaria stationery gift gifts presente* regalo* "sold separately" "available now" preorder "pre-order"
    sklep promocj* rabat* belanja diskon 購物 购物 優惠 优惠 折扣 新品`,
  fashion: `!outfit* !ootd fashion style styled styling dress* sneaker* jacket* wardrobe streetwear lookbook denim shoes
    bag bags handbag* purse* swimwear bikini wearing jeans coat* boots heels skirt* blazer* knit* tote
    moda vestido* ropa roupa abito scarpe jurk tenue kleid tenue vêtements kleding
    コーデ ファッション 古着 코디 패션 أزياء "thoi trang" kombin
    runway catwalk couture moda stylizacj* ubrania sukienk* busana baju 穿搭 時尚 时尚 服裝 服装`,
  beauty: `!skincare !makeup beauty serum sunscreen spf lipstick haircare nails manicure moisturi* foundation mascara
    hair haircut* hairstyl* salon braid* conditioner shampoo facial pores blush concealer eyeliner !grwm
    maquillaje piel cabello maquiagem pele cabelo trucco capelli huidverzorging maquillage peau cheveux hautpflege
    コスメ スキンケア エステ 毛穴 美容 肌 メイク ネイル サロン 美容院 化粧 화장품 스킨케어 메이크업 مكياج بشرة "trang diem" makyaj
    brwi makijaż paznokci* kosmetyk* fryzjer* kecantikan "lam dep" "tham my" "tri mun" "tri tham" 眉毛 脱毛 まつげ 護膚 护肤 化妝 化妆 美甲`,
  home: `decor interior* "living room" bedroom* kitchen apartment furniture plant plants pots diy renovat* gardening
    roof* tile* bathroom* sofa* shelf shelves cozy "home decor" "home tour" "room tour" makeover wallpaper curtain* rug rugs lamp lamps
    hogar decoración decoração arredamento interieur woonkamer déco wohnung einrichtung
    reforma* cozinha* banheiro*
    インテリア 部屋 収納 家具 인테리어 ديكور "noi that" dekorasyon`,
  entertainment: `movie* film* series episode* episódio* épisode* saison netflix trailer album song* "music video" podcast
    gaming videogame funny meme* comedy lol lmao pov anime manga !"in theaters" !"in cinemas" cinema* !"now streaming"
    actor* actress* singer* rapper* music musica música tv sitcom finale "season finale" role cast streaming
    "box office" sequel remake spoiler* "fan art" fandom cartoon* "video game" playstation xbox nintendo
    "out now" "new single" "new album" "debut album" "streaming platforms" "official video" mv watch watching
    plaat debuut nummer clip videoclipe videoclip lançamento estreno estreia insolite
    "san khau" "nha hat" "ca si" "phim moi"
    película serie filme série canzone aflevering chanson folge 映画 ドラマ アニメ 漫画 ゲーム 声優
    영화 드라마 فيلم مسلسل "phim" dizi
    game games gamer* pokemon release* mixtape remix* zine football soccer fútbol futebol calcio "bong da" nba nfl
    "premier league" "champions league" 遊戲 游戏 寶可夢 宝可梦 電影 电影 音樂 音乐 動漫 动漫 綜藝 综艺
    masterchef novel* libro* livro* bookstagram booktok paperback hardcover comic* cómic* quadrinho*
    spotify itunes soundcloud deezer "apple music" "now playing" "tune in" "on air"`,
};

const STRONG = 3;
/** Hashtags are read for cues of at least this many letters: 'bar' is in 'barcelona', 'brunch' is not in much else. */
const TAG_CUE_MIN = 5;
/** Tag cues are looked up by this many of their first letters (fewer than TAG_CUE_MIN). */
const TAG_KEY = 3;
/** Only the first words are read: the rest of a very long text says nothing the start does not. */
const MAX_TOKENS = 1500;
const MAX_TAGS = 40;

interface Cue {
  category: CueCategory;
  weight: number;
  /** The folded word, stem or phrase (words joined by one space). */
  body: string;
  /** Whether the cue is written with accents ('té'): a short cue matches only a word written as it is. */
  accented: boolean;
}

/**
 * Cues this short match a word only with the same accents: folded, the Spanish 'té' (tea) is 'te'
 * (you) and the Portuguese 'até' (until) is 'ate'. Longer cues are read folded ('cafe' is 'café').
 */
const SHORT_CUE = 3;

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').normalize('NFC').toLowerCase().replace(/[’‘]/g, "'");
/** Scripts without spaces between words (Thai too) are matched inside the text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const KATAKANA_ONLY = /^[\p{Script=Katakana}ー]+$/u;
const KATAKANA_AT = /[\p{Script=Katakana}ー]/u;
const WORD = /[\p{L}\p{N}]+/gu;
/** A word of these letters alone folds to itself. */
const ASCII = /^\p{ASCII}*$/u;

const words = (text: string) => text.match(WORD) ?? [];

const exact = new Map<string, Cue[]>();
const stems = new Map<string, Cue[]>();
const phrases = new Map<string, Cue[]>();
const unspaced: Cue[] = [];
/** The first words of phrases: only after one of them is a phrase looked for. */
const phraseStarts = new Set<string>();
/** Cues long enough to be read inside a hashtag, by their first letters (TAG_KEY of them). */
const tagCues = new Map<string, Cue[]>();
const stemLengths = new Set<number>();

function put(map: Map<string, Cue[]>, key: string, cue: Cue) {
  const list = map.get(key);
  if (list) list.push(cue);
  else map.set(key, [cue]);
}

const seen = new Set<string>();
const lists = [...Object.entries(CUES), ...Object.entries(WIDE_CUES)] as Array<[CueCategory, string]>;
for (const [category, list] of lists) {
  for (const match of list.matchAll(/(!?)(?:"([^"]+)"|(\S+))/g)) {
    const raw = (match[2] ?? match[3])!;
    const weight = match[1] ? STRONG : 1;
    const stem = raw.endsWith('*');
    const term = fold(stem ? raw.slice(0, -1) : raw);
    const key = `${category} ${raw}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cue: Cue = { category, weight, body: term, accented: term !== (stem ? raw.slice(0, -1) : raw).toLowerCase() };
    if (UNSPACED.test(term)) {
      unspaced.push(cue);
      continue;
    }
    const parts = words(term);
    if (parts.length > 1) {
      put(phrases, parts.join(' '), cue);
      phraseStarts.add(parts[0]!);
    } else if (stem) {
      put(stems, term, cue);
      stemLengths.add(term.length);
    } else put(exact, term, cue);
    if (parts.length === 1 && term.length >= TAG_CUE_MIN) put(tagCues, term.slice(0, TAG_KEY), cue);
  }
}
const STEM_LENGTHS = [...stemLengths].sort((a, b) => a - b);

/**
 * The cues a folded word is: itself, without a plural ending, or a stem it starts with. `accents`
 * says how the word was written (accented, plain, or both somewhere in the text), for short cues.
 */
function cuesOfWord(word: string, found: Set<Cue>, accents?: WrittenAccents) {
  const add = (cue: Cue) => {
    if (accents && cue.body.length <= SHORT_CUE && !(cue.accented ? accents.accented : accents.plain).has(word)) return;
    found.add(cue);
  };
  for (const cue of exact.get(word) ?? []) add(cue);
  if (word.endsWith('s')) for (const cue of exact.get(word.slice(0, -1)) ?? []) add(cue);
  if (word.endsWith('es')) for (const cue of exact.get(word.slice(0, -2)) ?? []) add(cue);
  for (const length of STEM_LENGTHS) {
    if (length > word.length) break;
    for (const cue of stems.get(word.slice(0, length)) ?? []) found.add(cue);
  }
}

/** A katakana cue this long is read at the end of a longer word too. */
const KATAKANA_HEAD_MIN = 3;

/**
 * Where `cue` stands in `text` as a word of its own: katakana words are not read inside longer ones
 * ('バー' in 'バター'), but a long one is at their end, where a Japanese compound says what it is
 * ('プライベートネイルサロン' is a salon, 'ブックカフェ' a café).
 */
function hasUnspaced(text: string, cue: Cue): boolean {
  if (!KATAKANA_ONLY.test(cue.body)) return text.includes(cue.body);
  const head = [...cue.body].length >= KATAKANA_HEAD_MIN;
  for (let index = text.indexOf(cue.body); index >= 0; index = text.indexOf(cue.body, index + 1)) {
    const before = text[index - 1] ?? '';
    const after = text[index + cue.body.length] ?? '';
    if (!KATAKANA_AT.test(after) && (head || !KATAKANA_AT.test(before))) return true;
  }
  return false;
}

export type CueScores = Partial<Record<CueCategory, number>>;

// The place rules ask about the same sentence once per name in it: answers are remembered a while.
const REMEMBERED_MAX = 256;
const remembered = new Map<string, CueScores>();

/** Each category's cue weights: every distinct cue counted once, in the words or in the hashtags. */
export function categoryCues(text: string, hashtags: string[]): CueScores {
  const key = `${text}\u0000${hashtags.join(' ')}`;
  const known = remembered.get(key);
  if (known) return known;
  // Frozen: every caller reading the same sentence shares this answer.
  const scores = Object.freeze(readCues(text, hashtags));
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(key, scores);
  return scores;
}

/** The text's words, folded, by how they were written: with accents ('até') or without ('ate'). */
interface WrittenAccents {
  accented: Set<string>;
  plain: Set<string>;
}

function writtenAccents(text: string): WrittenAccents {
  const accents: WrittenAccents = { accented: new Set(), plain: new Set() };
  for (const word of words(text.toLowerCase()).slice(0, MAX_TOKENS)) {
    const folded = ASCII.test(word) ? word : fold(word);
    (folded === word ? accents.plain : accents.accented).add(folded);
  }
  return accents;
}

function readCues(text: string, hashtags: string[]): CueScores {
  const folded = fold(text);
  const tokens = words(folded).slice(0, MAX_TOKENS);
  const accents = writtenAccents(text);
  const found = new Set<Cue>();
  for (let index = 0; index < tokens.length; index += 1) {
    const word = tokens[index]!;
    cuesOfWord(word, found, accents);
    const next = tokens[index + 1];
    if (next === undefined || !phraseStarts.has(word)) continue;
    const two = `${word} ${next}`;
    for (const cue of phrases.get(two) ?? []) found.add(cue);
    // A plural at the end of a phrase: 'new arrivals', 'sets'.
    if (next.endsWith('s')) for (const cue of phrases.get(two.slice(0, -1)) ?? []) found.add(cue);
    const third = tokens[index + 2];
    if (third !== undefined) for (const cue of phrases.get(`${two} ${third}`) ?? []) found.add(cue);
  }
  const tags = hashtags.slice(0, MAX_TAGS).map(fold);
  for (const tag of tags) cuesOfWord(tag, found);
  if (tags.length > 0) {
    // Each tag's word starts are found once, not once for every cue looked for in it.
    const starts = hashtags.slice(0, MAX_TAGS).map(wordStarts);
    tags.forEach((tag, index) => {
      for (let at = 0; at + TAG_CUE_MIN <= tag.length; at += 1) {
        for (const cue of tagCues.get(tag.slice(at, at + TAG_KEY)) ?? []) if (!found.has(cue) && holdsCueAt(tag, starts[index]!, cue.body, at)) found.add(cue);
      }
    });
  }
  const japanese = UNSPACED.test(folded) ? folded : '';
  const japaneseTags = tags.filter((tag) => UNSPACED.test(tag)).join(' ');
  if (japanese || japaneseTags) {
    for (const cue of unspaced) if (hasUnspaced(japanese, cue) || hasUnspaced(japaneseTags, cue)) found.add(cue);
  }

  const scores: CueScores = {};
  for (const cue of found) scores[cue.category] = (scores[cue.category] ?? 0) + cue.weight;
  return scores;
}

/**
 * Where the words of a tag written in capitals start ('DevFestAhm': 0, 3, 6), or null for a tag in
 * one case, whose words cannot be told apart.
 */
function wordStarts(tag: string): number[] | null {
  const letters = tag.normalize('NFD').replace(/\p{Diacritic}/gu, '').normalize('NFC');
  const starts = [0];
  for (const match of letters.matchAll(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu)) starts.push(match.index);
  return starts.length > 1 ? [...starts, letters.length] : null;
}

/**
 * Whether a tag holds a cue at `at`: anywhere in a tag written in one case ('#berlinbrunch'), and
 * only from one of its words to another in a tag whose capitals show its words: 'festa' is not in
 * '#DevFestAhm', 'masterchef' is in '#MasterChefBR'.
 */
function holdsCueAt(folded: string, starts: number[] | null, cue: string, at: number): boolean {
  if (!folded.startsWith(cue, at)) return false;
  if (!starts || (starts.includes(at) && starts.includes(at + cue.length))) return true;
  // A plural ending after the cue is part of its word ('#BestRecipes').
  return starts.includes(at) && /^(?:e?s)$/.test(folded.slice(at + cue.length, starts.find((start) => start > at + cue.length)));
}

/** Units of ingredient lines in the languages above ('200 g', '2 cups', '1 cucharada', '3 EL'). */
const UNIT =
  String.raw`(?:g|gr|grams?|gramos?|gramas?|grammi|kg|ml|l|cl|dl|cups?|tazas?|xicaras?|xícaras?|tbsps?|tsps?|tablespoons?|teaspoons?|oz|lbs?|cucharad\p{L}*|colher\p{L}*|cucchia\p{L}*|eetlepel\p{L}*|theelepel\p{L}*|el|tl|cs|cc|cuill\p{L}*|essl\p{L}*|teel\p{L}*|pizca|pitada|pizzico|snufje|pincée|prise|cloves?|dientes?|dentes?|spicchi|teen(?:tjes)?|gousses?|zehen?)`;
const INGREDIENT_AMOUNT = new RegExp(String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:[.,/]\d{1,3})?[ \t]?${UNIT}(?![\p{L}\p{N}])|[大小]さじ[ \t]?\d`, 'giu');
/** Sets and reps ('4 sets of 10', '3x12', '3 séries de 15'). */
const SETS_REPS = /(?<![\p{L}\p{N}])(?:\d{1,2}[ \t]?[x×][ \t]?\d{1,3}(?![\p{L}\p{N}])|\d{1,3}[ \t]+(?:sets?|reps?|series|séries|serie|repeticiones|repetições|ripetizioni|herhalingen|répétitions|wiederholungen|sätze|rounds?|rondas?)(?![\p{L}]))/giu;
const SHAPE_TEXT_MAX = 5000;
/**
 * A line that opens with an amount and goes on with a word ('2 eggs', '½ onion, diced', '- 3 garlic
 * cloves'): an ingredient line whatever its language or units. Numbered steps ('1. Preheat', '2)')
 * and times ('10:30') are not amounts.
 */
const AMOUNT_LINE = /^[ \t]*(?:[-•*·][ \t]*)?(?:\d{1,4}(?:[.,/]\d{1,3})?|[½¼¾⅓⅔⅛])(?:[ \t]*[-–][ \t]*\d{1,3})?(?![.)\d:%])[ \t]*[½¼¾⅓⅔]?[ \t]*\p{L}/gmu;

/**
 * What the post's shape says: three or more ingredient amounts (or lines opening with an amount)
 * make a recipe, two sets-and-reps mentions a workout, whatever its words are.
 */
export function shapeCues(text: string): CueScores {
  const cut = text.slice(0, SHAPE_TEXT_MAX);
  const scores: CueScores = {};
  const amounts = cut.match(INGREDIENT_AMOUNT)?.length ?? 0;
  if (amounts >= 3) scores.recipes = 2 * STRONG;
  else if (amounts === 2) scores.recipes = STRONG;
  // Ingredient lines without units ('2 eggs', '1 onion'): three make a recipe too.
  if ((cut.match(AMOUNT_LINE)?.length ?? 0) >= 3) scores.recipes = Math.max(scores.recipes ?? 0, 2 * STRONG);
  const sets = cut.match(SETS_REPS)?.length ?? 0;
  if (sets >= 2) scores.fitness = 2 * STRONG;
  return scores;
}

/**
 * What the post's dates say: a day still to come when the post was published is an
 * announcement (an event) when it has a time ('Saturday 28/04, 12h-15h'); a bare date only
 * tips the scale between event words and others ('on May 6' is as often a TV episode).
 */
export function dateCues(upcoming: boolean, timed: boolean): CueScores {
  if (!upcoming) return {};
  return { events: timed ? STRONG : 0.5 };
}

/**
 * Emoji that say a category in every language: a pizza, a cocktail, a microphone. Each counts as a
 * plain word once, and a category's emoji together never outweigh two words (a row of 🍕 is one
 * pizza). Planes, flexed arms and houses are as often decoration or emphasis: they moved as many
 * real captions the wrong way as the right one, and are left out.
 */
const EMOJI_CATEGORIES: Array<[CueCategory, string]> = [
  ['food', '🍕🍔🍟🌭🌮🌯🥙🍝🍜🍲🍛🍣🍱🥟🍤🍙🍚🍘🥗🥪🥩🍗🍖🥓🥞🧇🥐🥯🍞🥖🧀🍳🥘🍰🎂🧁🍩🍪🍦🍨🍧🥧🍫🍮☕🍵🧋🍽🍴🥢🍡🍢🦪🦞🥨🫕🥮'],
  ['nightlife', '🍸🍹🍺🍻🥂🍷🥃🍾🪩🍶'],
  ['events', '🎤🎸🎟🎫🎷🎺🥁🎻🎹'],
  ['entertainment', '🎬🎮🍿'],
];
const CATEGORY_OF_EMOJI = new Map(EMOJI_CATEGORIES.flatMap(([category, emoji]) => [...emoji].map((one) => [one, category] as const)));
const EMOJI_CUE_MAX = 2;
/** Emoji past this many are not read: a caption of a thousand fire emoji says nothing more. */
const MAX_EMOJI = 200;

export function emojiCues(text: string): CueScores {
  const seen = new Set<string>();
  const scores: CueScores = {};
  let read = 0;
  for (const [emoji] of text.matchAll(/\p{Extended_Pictographic}/gu)) {
    if (++read > MAX_EMOJI) break;
    const category = CATEGORY_OF_EMOJI.get(emoji);
    if (!category || seen.has(emoji)) continue;
    seen.add(emoji);
    scores[category] = Math.min(EMOJI_CUE_MAX, (scores[category] ?? 0) + 1);
  }
  return scores;
}

/** The sum of cue scores. */
export function addCues(...all: CueScores[]): CueScores {
  const total: CueScores = {};
  for (const scores of all) for (const [category, value] of Object.entries(scores) as Array<[CueCategory, number]>) total[category] = (total[category] ?? 0) + value;
  return total;
}

/**
 * Ties go to the narrower category: a post with both recipe and food words is a recipe, one with
 * beauty and shopping words a beauty post; words of a meal or a purchase are in many posts.
 */
const NARROWER_FIRST: CueCategory[] = ['recipes', 'fitness', 'beauty', 'fashion', 'home', 'events', 'nightlife', 'travel', 'food', 'entertainment', 'shopping'];
/** What shopping words are about when the post also says what it sells. */
const GOODS: CueCategory[] = ['beauty', 'fashion', 'home'];

/** The category the cues point to: the highest score, ties to the narrower one; none below `minimum`. */
export function cuedCategory(scores: CueScores, minimum = 1): CueCategory | null {
  const ranked = (Object.entries(scores) as Array<[CueCategory, number]>).sort((a, b) => b[1] - a[1] || NARROWER_FIRST.indexOf(a[0]) - NARROWER_FIRST.indexOf(b[0]));
  const first = ranked[0];
  if (!first || first[1] < minimum) return null;
  // A recipe is food too: a post with a word only recipes use ('let's cook', 'ingredients') is one,
  // however many food words it also has.
  if (first[0] === 'food' && (scores.recipes ?? 0) >= STRONG) return 'recipes';
  // 'Product Name: … Hair Conditioner #amazonfinds' is a beauty product: shopping says only that it is sold.
  if (first[0] === 'shopping') {
    const goods = ranked.find(([category]) => GOODS.includes(category));
    if (goods) return goods[0];
  }
  return first[0];
}

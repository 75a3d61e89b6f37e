// Shops and places named the way Japanese captions name them, which the capitalised-name rules cannot see:
//   in brackets, as a branch, with its account or thanked: 【ラーメン二郎 立川店】, 『KITCHEN Q』（@kitchen.q）さん
//   as a hashtag thanked:                 #麺処象山屋 さん
//   as a hashtag ending in a kind of place: #防府天満宮, #川崎市民ミュージアム, #忍野温泉
//   as a brand's branch in a hashtag:      #ハースブラウン水戸店
//   as a branch in running text:          三田製麺所 川崎店, 菊水本店は…

export interface NamedShop {
  name: string;
  index: number;
  /** The kind the caption put before the name ('ホテル' of 'ホテル奥伊勢フォレストピア'), as a venue type. */
  kind?: 'hotel' | 'cafe' | 'restaurant';
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const BRACKETED = /[【『「]([^【】『』「」\n]{2,60}?)[】』」](?:\s*[（(]\s*(@)?[^）)\n]{0,60}[）)])?\s*(さん|様)?/gu;
const THANKED_TAG = /[#＃]([\p{L}\p{N}_ー々・]{2,30})\s*(?:さん|様)/gu;
const NAME_CHAR = String.raw`[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー々・&'A-Za-z0-9]`;
const BRANCH = new RegExp(String.raw`(?<!${NAME_CHAR})((?:${NAME_CHAR}{2,15}[ \u3000])?${NAME_CHAR}{1,12}?(?:本店|支店|店))(?=[\s、。,.!！?？はでのにをへがもと】』」]|$)`, 'gu');
/** Words ending in 店 that are kinds of shop or talk about shops, never a name ('人気店', '専門店'). */
const NOT_A_BRANCH = /(?:お|人気|専門|飲食|販売|直営|有名|老舗)店$|(?:^|[ \u3000])(?:名|新|当|同|各|全|閉|開|出|売|本|支|実)店$|^(?:店舗|店名)/u;
/** Characters that mark a shop's name: 屋, 処, 亭, 堂, 軒, 庵, 房, 館, 店, and shop words. */
const SHOP_MARK = /[屋処亭堂軒庵房館店]|カフェ|食堂|酒場|バー|ベーカリー|キッチン|[A-Za-z]{3,}/u;

/**
 * A hashtag that ends in what kind of place it is: a shrine, temple, castle, park, garden, museum,
 * aquarium, zoo, hot spring, inn, cafe or tavern ('#防府天満宮'). Two characters at least before it,
 * so the kind alone ('#神社', '#カフェ') is not a name.
 */
const PLACE_TAG = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー々・A-Za-z0-9]{2,20}(?:神社|神宮|天満宮|大社|寺|院|城|公園|庭園|美術館|博物館|ミュージアム|水族館|動物園|温泉|旅館|ホテル|食堂|喫茶|珈琲|カフェ|酒場|市場|タワー|海水浴場|海岸|ビーチ)$/u;
/** Tags of a kind of place in an area or a theme, never one place ('#京都カフェ', '#穴場ビーチ', '#カフェ巡り'). */
const PLACE_TAG_THEME = /^(?:[\p{Script=Han}]{1,4})(?:カフェ|ホテル|温泉|公園|ビーチ|海岸|海水浴場)$|巡り$/u;

/**
 * A bracket that says what the place is before its name: '「森の中のホテル奥伊勢フォレストピア」' is a
 * hotel in the forest called 奥伊勢フォレストピア.
 */
const KIND_THEN_NAME = /(ホテル|旅館|カフェ|喫茶|食堂|レストラン)([\p{Script=Katakana}\p{Script=Han}ー・]{3,20})$/u;
const KIND_TYPES: Record<string, NonNullable<NamedShop['kind']>> = { ホテル: 'hotel', 旅館: 'hotel', カフェ: 'cafe', 喫茶: 'cafe', 食堂: 'restaurant', レストラン: 'restaurant' };
/** Letters that go on a name in running text: the tag '#レトロ喫茶' is written out as 'レトロ喫茶マーブル'. */
const NAME_GOES_ON = /^[\p{Script=Katakana}ー・]{2,20}/u;

/** A branch name: something before the branch word, and not a word about shops. */
const isBranch = (name: string) => /\S{2,}\s*\S*店$/u.test(name) && !NOT_A_BRANCH.test(name);

export function findJapaneseShops(text: string): NamedShop[] {
  if (!JAPANESE.test(text)) return [];
  const shops: NamedShop[] = [];
  const add = (name: string, index: number, kind?: NamedShop['kind']) => {
    const trimmed = name.trim();
    if (trimmed && !shops.some((shop) => shop.name === trimmed)) shops.push({ name: trimmed, index, ...(kind ? { kind } : {}) });
  };
  for (const match of text.matchAll(BRACKETED)) {
    // A bracket may hold a description first: 『朝食専門店 炭火焼き魚と、土鍋炊きごはん。定食屋 おちゃわん』.
    const whole = match[1]!;
    const name = whole.split(/[。、]/u).at(-1)!.trim();
    // Thanked ('さん'), given with its account ('（@kitchen.q）') or named as a branch.
    if (match[2] !== undefined || match[3] !== undefined || isBranch(name)) {
      add(name, match.index + 1 + whole.lastIndexOf(name));
      continue;
    }
    const described = KIND_THEN_NAME.exec(name);
    if (described) add(described[2]!, match.index + 1 + whole.lastIndexOf(described[2]!), KIND_TYPES[described[1]!]);
  }
  for (const match of text.matchAll(/[#＃]([\p{L}\p{N}_ー々・]{3,30})/gu)) {
    const tag = match[1]!;
    // '#ハースブラウン水戸店': a brand's branch, named by the brand and the town.
    if (/(?:本店|支店|[\p{Script=Han}]{1,4}店)$/u.test(tag) && /[\p{Script=Katakana}A-Za-z]{3,}/u.test(tag) && isBranch(tag)) {
      add(tag, match.index + 1);
      continue;
    }
    if (!PLACE_TAG.test(tag) || PLACE_TAG_THEME.test(tag)) continue;
    // The caption's words may write the place out in full where the tag stops at its kind.
    const written = text.replace(/[#＃][^\s#＃]+/gu, (found) => ' '.repeat(found.length)).indexOf(tag);
    const longer = written >= 0 ? NAME_GOES_ON.exec(text.slice(written + tag.length))?.[0] : undefined;
    if (longer) add(tag + longer, written);
    else add(tag, match.index + 1);
  }
  // A thanked hashtag can be a person ('#…高橋さん'): only names that look like a shop's.
  for (const match of text.matchAll(THANKED_TAG)) if (SHOP_MARK.test(match[1]!)) add(match[1]!, match.index + 1);
  // In running text a word ending in 店 is as often a kind of shop ('ラーメン店', '喫茶店'): only a
  // name followed by its branch ('三田製麺所 川崎店') or a main or branch store ('菊水本店') counts.
  for (const match of text.matchAll(BRANCH)) {
    const name = match[1]!;
    const namedBranch = /[ \u3000]/u.test(name.trim()) || /(?:本店|支店)$/u.test(name);
    if (namedBranch && isBranch(name) && !shops.some((shop) => shop.name.includes(name.trim()))) add(name, match.index);
  }
  return shops.sort((a, b) => a.index - b.index);
}

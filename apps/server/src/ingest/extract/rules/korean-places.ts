// Places named the way Korean captions name them, where the capitalised-name rules see nothing:
//   a word that ends in its kind of place:       강변상회 (a store), 노량진수산시장 (a market), 을지로골뱅이집
//   a word the particle 에서 ('at') follows in a sentence about eating or drinking: 호랑이카레에서 저녁식사
//   a name in Latin letters that 에서 or 에 follows: 'Soap Seoul 에 다시 찾아옵니다' (foreign and
//   stylised names of clubs, bars and shops are written in Latin letters inside Korean sentences)

export interface KoreanPlace {
  name: string;
  index: number;
  /** Written in Latin letters: the caller checks it as it checks any capitalised name. */
  latin?: boolean;
}

const HANGUL = /\p{Script=Hangul}/u;
/** Endings of place names: market, store, restaurant, cafe, bakery, pub, bar, house, hall, park, museum. */
const PLACE_ENDING = /^[\p{Script=Hangul}A-Za-z0-9]{2,14}(?:시장|상회|식당|카페|커피|베이커리|제과|술집|포차|횟집|고깃집|국밥|분식|호프|주점|레스토랑|비스트로|다이닝|키친|공원|박물관|미술관|호텔|펜션)$/u;
/** The kind alone, or a kind in an area ('카페', '성수카페' is a theme, a tag of cafes in Seongsu). */
const THEME = /^(?:\p{Script=Hangul}{1,3})(?:카페|맛집|커피)$|맛집/u;
/** A word followed by 에서 ('at'); the particle is not part of the name. */
const AT_PARTICLE = /([\p{Script=Hangul}A-Za-z0-9]{2,14})에서(?![\p{Script=Hangul}])/gu;
/** Eating and drinking words: only then is '…에서' a restaurant rather than a city or a screen. */
const EATING = /먹|맛있|맛집|주문|식사|저녁|점심|브런치|커피|술|마셨|디저트/u;
/** Places that are not venues: cities, districts, home, school, work, online. */
/** Two to four capitalised Latin words, then 에서 or 에 ('at', 'to'); one word is as often an app or a band. */
const LATIN_BEFORE_PARTICLE = /(?<![\p{L}\p{N}])((?:[A-Z][\p{L}\p{N}'’&.-]*\s+){1,3}[A-Z][\p{L}\p{N}'’&.-]*)\s?(?:에서|에)(?!\p{Script=Hangul})/gu;
/** Superlatives after '…에서': the words before are where the best one is, not the one. */
const BEST_IN = /제일|가장|최고/u;
/** Countries, and abroad: '일본에서 먹는 것보다' is in Japan. */
const ABROAD = /^(?:일본|미국|중국|대만|홍콩|태국|베트남|영국|프랑스|이탈리아|스페인|독일|호주|캐나다|유럽|해외|외국)$/u;
const NOT_VENUE = /(?:시|구|동|역|도|군|읍|면|집|학교|회사|유튜브|인스타|온라인|한국|서울|부산|제주)$/u;
/** A kind of place with no name of its own ('별관' an annex, '공연장' a concert hall): its name is the word before it. */
const BARE_KIND = /^(?:별관|본관|본점|지점|매장|가게|식당|카페|커피점|카페점|공연장|전시장|전시관|극장|갤러리|서점|빵집|술집|바)$/u;
/** The name labelled as a shop's in a review's card ('상호 🐽 가츠시', '店名：麺屋純'), up to the next field or line. */
const NAME_LABEL = /(?:상호명?|가게\s?이름|가게명|매장명|店名|店舗名)\s*[:：-]?\s*(?:[\p{Extended_Pictographic}\uFE0F]+\s*)?([^\s\p{Extended_Pictographic}][^\n\p{Extended_Pictographic}]{0,30}?)(?=\s*(?:[\p{Extended_Pictographic}]|\n|메뉴|위치|주소|영업|가격|$))/gu;

export function findKoreanPlaces(text: string): KoreanPlace[] {
  if (!HANGUL.test(text)) return [];
  const places: KoreanPlace[] = [];
  const add = (name: string, index: number) => {
    if (!places.some((place) => place.name === name)) places.push({ name, index });
  };
  for (const match of text.matchAll(/[\p{Script=Hangul}A-Za-z0-9]{3,20}/gu)) {
    const word = match[0];
    if (PLACE_ENDING.test(word) && !THEME.test(word)) add(word, match.index);
  }
  for (const match of text.matchAll(NAME_LABEL)) {
    const name = match[1]!.trim();
    if (name && !ABROAD.test(name)) add(name, match.index + match[0].indexOf(name));
  }
  if (EATING.test(text)) {
    for (const match of text.matchAll(AT_PARTICLE)) {
      const bare = BARE_KIND.test(match[1]!);
      // '아메노히 커피점에서': the kind alone is no name; the word before it and the kind are.
      const before = bare ? /([\p{Script=Hangul}A-Za-z0-9]{2,14})\s$/u.exec(text.slice(Math.max(0, match.index - 16), match.index)) : null;
      if (bare && !before) continue;
      const name = before ? `${before[1]} ${match[1]}` : match[1]!;
      if (!HANGUL.test(name) || NOT_VENUE.test(name) || ABROAD.test(name) || THEME.test(name)) continue;
      // '조호바루에서 커피 맛이 제일 좋은 카페': 'the best … in X' puts the place in X, a city.
      if (BEST_IN.test(text.slice(match.index + match[0].length, match.index + match[0].length + 16))) continue;
      add(name, before ? match.index - before[0].length : match.index);
    }
  }
  for (const match of text.matchAll(LATIN_BEFORE_PARTICLE)) {
    if (!places.some((place) => place.name === match[1])) places.push({ name: match[1]!, index: match.index, latin: true });
  }
  return places.sort((a, b) => a.index - b.index);
}

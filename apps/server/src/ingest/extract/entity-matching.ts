// How an extracted entity is compared with one a person named, for the quality test and
// `npm run eval:extract`: by kind (a venue is a venue whatever its finer type) and by name, loosely
// enough that "The Bakery" is "Bakery" and a dish title may differ in a word.

/** The kinds a person names, and the kinds extracted types fall under. */
export type EntityKind = 'venue' | 'area' | 'event' | 'recipe' | 'activity' | 'guide' | 'product' | 'other';

const KIND_OF_TYPE: Record<string, EntityKind> = {
  restaurant: 'venue', cafe: 'venue', bar: 'venue', bakery: 'venue', venue: 'venue', shop: 'venue', hotel: 'venue', park: 'venue',
  museum: 'venue', gym: 'venue', studio: 'venue', market: 'venue',
  city: 'area', neighborhood: 'area', neighbourhood: 'area', region: 'area', country: 'area',
  event: 'event', class: 'event', concert: 'event', festival: 'event',
  recipe: 'recipe', workout: 'activity', activity: 'activity', guide: 'guide', product: 'product', brand: 'product',
};
const KIND_OF_CLASS: Record<string, EntityKind> = { PhysicalVenue: 'venue', GeoArea: 'area', Eventish: 'event', Product: 'product' };

/** The kind of an extracted entity, from its type, else its routing class. */
export const kindOfExtracted = (type: string, routingClass: string): EntityKind => KIND_OF_TYPE[type] ?? KIND_OF_CLASS[routingClass] ?? 'other';

function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && word !== 'the');
}

/** Same thing: the same words, one name inside the other, or most words shared (dish and guide titles vary). */
export function sameName(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  const joinedLeft = left.join(' ');
  const joinedRight = right.join(' ');
  // Scripts without spaces between words may be written with or without one ('二郎 立川店').
  if (joinedLeft === joinedRight || joinedLeft.replace(/ /g, '') === joinedRight.replace(/ /g, '')) return true;
  const shorter = joinedLeft.length <= joinedRight.length ? joinedLeft : joinedRight;
  const longer = shorter === joinedLeft ? joinedRight : joinedLeft;
  if (shorter.length >= 4 && ` ${longer} `.includes(` ${shorter} `)) return true;
  const shared = left.filter((word) => right.includes(word)).length;
  return shared / Math.max(left.length, right.length) >= 0.5;
}

export interface Named {
  name: string;
  kind: EntityKind;
}

export interface Pairing<E extends Named, X extends Named> {
  matched: Array<{ expected: E; extracted: X }>;
  missed: E[];
  extra: X[];
}

/** Pairs each expected entity with an extracted one of its kind and name, each used once. */
export function pairEntities<E extends Named, X extends Named>(expected: E[], extracted: X[]): Pairing<E, X> {
  const unused = [...extracted];
  const matched: Pairing<E, X>['matched'] = [];
  const missed: E[] = [];
  for (const wanted of expected) {
    const index = unused.findIndex((candidate) => candidate.kind === wanted.kind && sameName(candidate.name, wanted.name));
    if (index < 0) {
      missed.push(wanted);
      continue;
    }
    matched.push({ expected: wanted, extracted: unused[index]! });
    unused.splice(index, 1);
  }
  return { matched, missed, extra: unused };
}

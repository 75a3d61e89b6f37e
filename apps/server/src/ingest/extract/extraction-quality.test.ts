// How well the offline rule extractor reads the fixture corpus: each post's extracted entities
// against what a careful human would extract, with precision and recall per entity kind printed.
// The thresholds are what the product needs to be useful; a change that lowers them fails here.
import { expect, it } from 'vitest';
import { renderCorpus } from '@stash/fixtures';
import { createGazetteer } from '../../providers/geocoder/gazetteer';
import type { ExtractedEntity, ExtractionInput } from './extraction';
import { HELD_OUT_POSTS } from './held-out-posts';
import { createRuleExtractor } from './rule-extractor';

type Kind = 'venue' | 'area' | 'event' | 'recipe' | 'workout' | 'guide' | 'product' | 'brand' | 'other';

const KIND_OF_TYPE: Record<string, Kind> = {
  restaurant: 'venue', cafe: 'venue', bar: 'venue', bakery: 'venue', venue: 'venue', shop: 'venue', hotel: 'venue', park: 'venue',
  museum: 'venue', gym: 'venue', studio: 'venue', city: 'area', neighborhood: 'area', neighbourhood: 'area', region: 'area', country: 'area',
  event: 'event', class: 'event', recipe: 'recipe', workout: 'workout', guide: 'guide', product: 'product', brand: 'brand',
};
const KIND_OF_CLASS: Record<string, Kind> = { PhysicalVenue: 'venue', GeoArea: 'area', Eventish: 'event', Product: 'product', PersonOrgBrand: 'brand' };

const kindOf = (type: string, routingClass: string): Kind => KIND_OF_TYPE[type] ?? KIND_OF_CLASS[routingClass] ?? 'other';

function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && word !== 'the');
}

/** Same thing: the same words, one name inside the other, or most words shared (dish and guide titles vary). */
function sameName(a: string, b: string): boolean {
  const left = words(a);
  const right = words(b);
  const joinedLeft = left.join(' ');
  const joinedRight = right.join(' ');
  if (joinedLeft === joinedRight) return true;
  const shorter = joinedLeft.length <= joinedRight.length ? joinedLeft : joinedRight;
  const longer = shorter === joinedLeft ? joinedRight : joinedLeft;
  if (shorter.length >= 4 && ` ${longer} `.includes(` ${shorter} `)) return true;
  const shared = left.filter((word) => right.includes(word)).length;
  return shared / Math.max(left.length, right.length) >= 0.5;
}

interface Tally {
  expected: number;
  extracted: number;
  matched: number;
}

interface Sample {
  key: string;
  input: ExtractionInput;
  expected: { name: string; entity_type: string; routing_class: string }[];
  category: string | null;
}

interface Score {
  tallies: Map<Kind, Tally>;
  total: Tally;
  categoriesRight: number;
  posts: number;
}

async function score(title: string, samples: Sample[]): Promise<Score> {
  const extractor = createRuleExtractor({ gazetteer: createGazetteer() });
  const tallies = new Map<Kind, Tally>();
  const tally = (kind: Kind) => tallies.get(kind) ?? tallies.set(kind, { expected: 0, extracted: 0, matched: 0 }).get(kind)!;
  const misses: string[] = [];
  let categoriesRight = 0;

  for (const sample of samples) {
    const extraction = await extractor.extract(sample.input);
    if (extraction.category === sample.category) categoriesRight += 1;
    const extracted: (ExtractedEntity & { used?: boolean })[] = extraction.entities.map((entity) => ({ ...entity }));
    for (const entity of extracted) tally(kindOf(entity.entity_type, entity.routing_class)).extracted += 1;
    for (const wanted of sample.expected) {
      const kind = kindOf(wanted.entity_type, wanted.routing_class);
      tally(kind).expected += 1;
      const found = extracted.find((entity) => !entity.used && kindOf(entity.entity_type, entity.routing_class) === kind && sameName(entity.entity_name, wanted.name));
      if (found) {
        found.used = true;
        tally(kind).matched += 1;
      } else {
        misses.push(`${sample.key}: missed ${kind} "${wanted.name}"`);
      }
    }
    for (const entity of extracted.filter((item) => !item.used)) misses.push(`${sample.key}: extra ${entity.entity_type} "${entity.entity_name}"`);
  }

  const total: Tally = { expected: 0, extracted: 0, matched: 0 };
  const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, t]) => {
    total.expected += t.expected;
    total.extracted += t.extracted;
    total.matched += t.matched;
    return row(kind, t);
  });
  const categoryLine = samples.some((sample) => sample.category) ? ` (category right on ${categoriesRight})` : '';
  console.log(
    [`${title}: ${samples.length} posts${categoryLine}`, 'kind      expected extracted matched precision recall', ...rows, row('all', total), '', ...misses, ''].join('\n'),
  );
  return { tallies, total, categoriesRight, posts: samples.length };
}

const ratio = (part: number, whole: number) => part / Math.max(1, whole);

it('extracts the fixture corpus with useful precision and recall per kind', async () => {
  const corpus = renderCorpus({ mediaOrigin: 'http://media.test' });
  const samples: Sample[] = corpus.posts.flatMap((post) =>
    post.expected
      ? [{
          key: post.key,
          input: {
            platform: post.platform, url: post.canonicalUrl, title: null, caption: post.text, fullText: post.text,
            authorName: post.author.name, authorHandle: post.author.handle, postedAt: post.postedAt,
          },
          expected: post.expected.entities,
          category: post.expected.category,
        }]
      : [],
  );
  const result = await score('Rule extractor on the fixture corpus (seen while the rules were written)', samples);
  expect(ratio(result.total.matched, result.total.extracted)).toBeGreaterThanOrEqual(0.8);
  expect(ratio(result.total.matched, result.total.expected)).toBeGreaterThanOrEqual(0.8);
  const venues = result.tallies.get('venue')!;
  // A wrong venue on the member's map is worse than a missing one.
  expect(ratio(venues.matched, venues.extracted)).toBeGreaterThanOrEqual(0.85);
  expect(ratio(result.categoriesRight, result.posts)).toBeGreaterThanOrEqual(0.8);
});

it('extracts posts the rules were not written against, less well but usefully', async () => {
  const samples: Sample[] = HELD_OUT_POSTS.map((post) => ({
    key: post.key,
    input: { platform: post.platform, url: `https://example.test/${post.key}`, title: null, caption: post.text, fullText: null, authorName: null, authorHandle: null, postedAt: new Date(post.postedAt) },
    expected: post.expected,
    category: null,
  }));
  const result = await score('Rule extractor on held-out posts', samples);
  expect(ratio(result.total.matched, result.total.extracted)).toBeGreaterThanOrEqual(0.6);
  expect(ratio(result.total.matched, result.total.expected)).toBeGreaterThanOrEqual(0.5);
});

function row(kind: string, t: Tally): string {
  const percent = (part: number, whole: number) => (whole === 0 ? '   -' : `${Math.round((100 * part) / whole)}%`.padStart(4));
  return `${kind.padEnd(9)} ${String(t.expected).padStart(8)} ${String(t.extracted).padStart(9)} ${String(t.matched).padStart(7)} ${percent(t.matched, t.extracted).padStart(9)} ${percent(t.matched, t.expected).padStart(6)}`;
}

// How well the offline rule extractor reads the fixture corpus: each post's extracted entities
// against what a careful human would extract, with precision and recall per entity kind printed.
// The thresholds are what the product needs to be useful; a change that lowers them fails here.
import { expect, it } from 'vitest';
import { renderCorpus } from '@stash/fixtures';
import { createGazetteer } from '../../providers/geocoder/gazetteer';
import { kindOfExtracted, pairEntities, type EntityKind } from './entity-matching';
import type { ExtractionInput } from './extraction';
import { HELD_OUT_POSTS } from './held-out-posts';
import { createRuleExtractor } from './rule-extractor';

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
  tallies: Map<EntityKind, Tally>;
  total: Tally;
  categoriesRight: number;
  posts: number;
}

async function score(title: string, samples: Sample[]): Promise<Score> {
  const extractor = createRuleExtractor({ gazetteer: createGazetteer() });
  const tallies = new Map<EntityKind, Tally>();
  const tally = (kind: EntityKind) => tallies.get(kind) ?? tallies.set(kind, { expected: 0, extracted: 0, matched: 0 }).get(kind)!;
  const misses: string[] = [];
  let categoriesRight = 0;

  for (const sample of samples) {
    const extraction = await extractor.extract(sample.input);
    if (extraction.category === sample.category) categoriesRight += 1;
    const extracted = extraction.entities.map((entity) => ({ name: entity.entity_name, kind: kindOfExtracted(entity.entity_type, entity.routing_class), type: entity.entity_type }));
    const expected = sample.expected.map((wanted) => ({ name: wanted.name, kind: kindOfExtracted(wanted.entity_type, wanted.routing_class) }));
    const { matched, missed, extra } = pairEntities(expected, extracted);
    for (const entity of extracted) tally(entity.kind).extracted += 1;
    for (const wanted of expected) tally(wanted.kind).expected += 1;
    for (const pair of matched) tally(pair.expected.kind).matched += 1;
    for (const wanted of missed) misses.push(`${sample.key}: missed ${wanted.kind} "${wanted.name}"`);
    for (const entity of extra) misses.push(`${sample.key}: extra ${entity.type} "${entity.name}"`);
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

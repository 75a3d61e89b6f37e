// The extractor's own time per post, apart from the pipeline around it: the rule extractor (what
// the pipeline runs without a language model) over the corpus's posts as the fetch stage hands
// them over, each timed over a few rounds after one untimed round.
import { renderCorpus } from '@stash/fixtures';
import { createRuleExtractor } from '../../apps/server/src/ingest/extract/rule-extractor';
import { createGazetteer } from '../../apps/server/src/providers/geocoder/gazetteer';
import { summarise, type LatencySummary } from './latency-figures';

const ROUNDS = 5;

export async function measureExtraction(): Promise<LatencySummary> {
  const extractor = createRuleExtractor({ gazetteer: createGazetteer() });
  const inputs = renderCorpus({ mediaOrigin: 'http://media.test' }).posts.map((post) => ({
    platform: post.platform,
    url: post.canonicalUrl,
    title: null,
    caption: post.text,
    fullText: post.text,
    authorName: post.author.name,
    authorHandle: post.author.handle,
    postedAt: post.postedAt,
  }));
  for (const input of inputs) await extractor.extract(input);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const input of inputs) {
      const started = performance.now();
      await extractor.extract(input);
      times.push(performance.now() - started);
    }
  }
  return summarise(times);
}

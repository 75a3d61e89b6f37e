import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import type { ExtractionInput } from '../extraction';
import { createRuleExtractor } from '../rule-extractor';
import { createThreadedExtractor, type ThreadedExtractor } from './threaded-extractor';

const inProcess = createRuleExtractor({ gazetteer: createGazetteer() });

const post = (caption: string): ExtractionInput => ({
  platform: 'instagram',
  url: 'https://www.instagram.com/p/threads/',
  title: null,
  caption,
  fullText: null,
  authorName: null,
  authorHandle: null,
  postedAt: new Date('2025-03-01T12:00:00Z'),
});

// Long, repetitive and full of near-misses for the venue, price, date and hours rules.
const HOSTILE_CAPTION = Array.from({ length: 400 }, (_, index) => `📍 Cafe ${'é'.repeat(index % 40)} at 12h-15h $$ ${index}pm-${index}am Brooklyn, Paris, Rome #food @x`).join('\n');

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { info: () => undefined, warn: (_details: object, message: string) => void warnings.push(message), error: () => undefined } };
}

const opened: ThreadedExtractor[] = [];
afterAll(() => Promise.all(opened.map((extractor) => extractor.close())));

function threaded(options: Partial<Parameters<typeof createThreadedExtractor>[0]> = {}) {
  const recorded = recordingLog();
  const extractor = createThreadedExtractor({ threads: 1, inProcess, log: recorded.log, ...options });
  opened.push(extractor);
  return { extractor, warnings: recorded.warnings };
}

describe('the threaded rule extractor', () => {
  it('reads a post on another thread and answers what the rules answer on this one', async () => {
    const { extractor, warnings } = threaded();
    const input = post('Dinner at Lilia in Williamsburg, Brooklyn tonight 8pm, pasta $24 #pasta @lilia');
    const answer = await extractor.extractInThread(input);
    expect(answer.threadId).not.toBe(threadId);
    expect('extraction' in answer && answer.extraction).toEqual(await inProcess.extract(input));
    expect(await extractor.extract(input)).toEqual(await inProcess.extract(input));
    expect(extractor.name).toBe(inProcess.name);
    expect(warnings).toEqual([]);
  });

  it('leaves the event loop free while a hostile caption is read', async () => {
    const { extractor } = threaded();
    const input = post(HOSTILE_CAPTION);
    // A timer set after the extraction starts fires before it answers: the rules are not running on
    // this thread (in-process, they would run to the end before extract() even returned).
    const order: string[] = [];
    const extraction = extractor.extractInThread(input).then((answer) => {
      order.push('extraction');
      return answer;
    });
    await new Promise((resolve) => setImmediate(resolve));
    order.push('timer');
    const answer = await extraction;
    expect(order).toEqual(['timer', 'extraction']);
    expect(answer.threadId).not.toBe(threadId);
    expect('extraction' in answer && answer.extraction).toEqual(await inProcess.extract(input));
  });

  it('reads posts on this thread, with a warning, when the code of the threads is missing', async () => {
    const { extractor, warnings } = threaded({ threadFile: { filename: new URL('./no-such-thread.js', import.meta.url).href, execArgv: [] } });
    const input = post('Brunch at Buvette, West Village');
    expect(await extractor.extract(input)).toEqual(await inProcess.extract(input));
    expect(warnings).toEqual(['extraction threads cannot start (their code is missing); reading posts on the main thread']);
  });

  it('reads posts on this thread, with one warning, when the threads fail to load their code', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-thread-'));
    const broken = path.join(directory, 'broken-thread.mjs');
    fs.writeFileSync(broken, "throw new Error('this thread cannot load');\n");
    const { extractor, warnings } = threaded({ threadFile: { filename: pathToFileURL(broken).href, execArgv: [] } });
    const first = post('Brunch at Buvette, West Village');
    const second = post('Tacos at Los Tacos No. 1, Chelsea Market');
    expect(await extractor.extract(first)).toEqual(await inProcess.extract(first));
    expect(await extractor.extract(second)).toEqual(await inProcess.extract(second));
    expect(warnings[0]).toBe('extraction threads failed to start; reading posts on the main thread from now on');
    expect(warnings.filter((warning) => warning.includes('failed to start'))).toHaveLength(1);
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('reads posts on this thread once it is closing', async () => {
    const { extractor, warnings } = threaded();
    await extractor.close();
    const input = post('Tacos at Los Tacos No. 1, Chelsea Market');
    expect(await extractor.extract(input)).toEqual(await inProcess.extract(input));
    expect(warnings).toEqual([]);
  });
});

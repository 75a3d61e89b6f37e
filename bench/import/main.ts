// bench/import: importing an uploaded export. Generates a ~50 MB Instagram export zip with 20,000
// saves (and collections), reads it with `openExport` as the import does, and compares it with
// the floor: the same two JSON files decompressed whole and JSON.parse'd (what the stream avoids).
// Then the whole import on the embedded database (import-run.ts): saves per second read into the
// import and queued as stashes, with peak memory. `npm run bench:import -- --help`.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import yauzl from 'yauzl';
import { openExport } from '../../apps/server/src/modules/imports/export-files/open-export';
import { REPOSITORY_ROOT } from '../api/processes';
import { runBenchmark } from '../run-benchmark';
import { writeInstagramExportZip, type ExportZipShape } from './export-zip';
import { runImport } from './import-run';

const USAGE = `npm run bench:import -- [options]

  --saves 20000        saved posts in the export
  --media-mb 50        megabytes of media files beside them (skipped by the reader, never read)
  --rounds 3           timed reads of each kind (after one untimed read); the best is kept

Results: printed, and written to bench/results/import.json.`;

/** Most the reading may add to the process's memory: bounded, whatever the export's size. */
const MEMORY_BUDGET_MB = 64;
/**
 * Most the whole import may add, the embedded database's own growth included (PGlite keeps its
 * pages in this process): bounded, not proportional to the 50 MB file or its 20,000 saves.
 */
const IMPORT_MEMORY_BUDGET_MB = 256;

interface ReadFigures {
  entries: number;
  seconds: number;
  entriesPerSecond: number;
  peakRssAboveBaselineMb: number;
}

let workDir: string | null = null;

/** Samples the resident set size while `work` runs; the peak above what it was before. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, peakMb: (peak - baseline) / (1024 * 1024) };
  } finally {
    clearInterval(timer);
  }
}

/** The reading part of an import: every entry of the export, as the import service reads them. */
export async function readExportEntries(file: string): Promise<ReadFigures> {
  const started = performance.now();
  const { result: entries, peakMb } = await withPeakMemory(async () => {
    const opened = await openExport(file, { tiktokLists: 'favorites' });
    let count = 0;
    for await (const entry of opened.entries()) if (entry.kind === 'link') count++;
    return count;
  });
  const seconds = (performance.now() - started) / 1000;
  return { entries, seconds, entriesPerSecond: entries / seconds, peakRssAboveBaselineMb: peakMb };
}

async function entryText(file: string, name: string): Promise<string> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once('entry', resolve).once('end', () => resolve(null)).once('error', reject);
        zip.readEntry();
      });
      if (!entry) throw new Error(`${name} is not in the zip`);
      if (!entry.fileName.endsWith(name)) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }
  } finally {
    zip.close();
  }
}

/** The floor: both files decompressed whole and parsed at once, their links counted. */
async function readWhole(file: string): Promise<ReadFigures> {
  const started = performance.now();
  const { result: entries, peakMb } = await withPeakMemory(async () => {
    const collections = JSON.parse(await entryText(file, 'saved_collections.json')) as { saved_saved_collections: { string_map_data: { Name?: { href?: string } } }[] };
    const posts = JSON.parse(await entryText(file, 'saved_posts.json')) as { saved_saved_media: { string_map_data: { 'Saved on': { href?: string } } }[] };
    const inCollections = new Set(collections.saved_saved_collections.flatMap((item) => (item.string_map_data.Name?.href ? [item.string_map_data.Name.href] : [])));
    let count = 0;
    let inACollection = 0;
    for (const item of posts.saved_saved_media) {
      const href = item.string_map_data['Saved on'].href;
      if (!href) continue;
      count++;
      // Each post's collections are looked up, as the streamed reading does.
      if (inCollections.has(href)) inACollection++;
    }
    if (inACollection === 0) throw new Error('the generated export has no post in a collection');
    return count;
  });
  const seconds = (performance.now() - started) / 1000;
  return { entries, seconds, entriesPerSecond: entries / seconds, peakRssAboveBaselineMb: peakMb };
}

async function best(rounds: number, read: () => Promise<ReadFigures>): Promise<ReadFigures> {
  await read(); // untimed: warms the code and the page cache
  const runs: ReadFigures[] = [];
  for (let round = 0; round < rounds; round++) runs.push(await read());
  return runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
}

async function main() {
  const { values } = parseArgs({
    options: { saves: { type: 'string', default: '20000' }, 'media-mb': { type: 'string', default: '50' }, rounds: { type: 'string', default: '3' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const shape: ExportZipShape = { saves: Number(values.saves), collections: 20, postsPerCollection: 250, mediaMegabytes: Number(values['media-mb']) };
  const rounds = Number(values.rounds);

  workDir = await mkdtemp(path.join(tmpdir(), 'stash-bench-import-'));
  const file = path.join(workDir, 'instagram-export.zip');
  await writeInstagramExportZip(file, shape);
  const megabytes = (await stat(file)).size / (1024 * 1024);
  console.log(`export: ${megabytes.toFixed(1)} MB zip, ${shape.saves} saves, ${shape.collections} collections x ${shape.postsPerCollection} posts`);

  const streamed = await best(rounds, () => readExportEntries(file));
  const floor = await best(rounds, () => readWhole(file));
  const ratio = streamed.entriesPerSecond / floor.entriesPerSecond;
  const memoryPass = streamed.peakRssAboveBaselineMb <= MEMORY_BUDGET_MB;

  const line = (label: string, figures: ReadFigures) =>
    `  ${label.padEnd(28)} ${String(figures.entries).padStart(7)} entries  ${figures.seconds.toFixed(3)} s  ${Math.round(figures.entriesPerSecond).toLocaleString('en').padStart(9)} entries/s  peak RSS +${figures.peakRssAboveBaselineMb.toFixed(1)} MB`;
  console.log(line('openExport (streamed)', streamed));
  console.log(line('floor (whole JSON.parse)', floor));
  console.log(`Verdict: ratio = streamed entries/s / floor entries/s = ${(ratio * 100).toFixed(1)}%; ` +
    `peak memory +${streamed.peakRssAboveBaselineMb.toFixed(1)} MB (budget ${MEMORY_BUDGET_MB} MB): ${memoryPass ? 'PASS' : 'FAIL'}`);

  const imported = await runImport(file, workDir);
  const importMemoryPass = imported.peakRssAboveBaselineMb <= IMPORT_MEMORY_BUDGET_MB;
  console.log(`  import on PGlite: ${imported.saves} saves read into the import in ${imported.readSeconds.toFixed(1)} s (${Math.round(imported.readPerSecond)} saves/s); ` +
    `${imported.stashes} stashes made and queued in ${imported.feedSeconds.toFixed(1)} s (${Math.round(imported.queuedPerSecond)} saves/s); peak RSS +${imported.peakRssAboveBaselineMb.toFixed(1)} MB`);
  console.log(`Verdict: import peak memory +${imported.peakRssAboveBaselineMb.toFixed(1)} MB (budget ${IMPORT_MEMORY_BUDGET_MB} MB, the embedded database included): ${importMemoryPass ? 'PASS' : 'FAIL'}`);

  const results = path.join(REPOSITORY_ROOT, 'bench', 'results');
  await mkdir(results, { recursive: true });
  await writeFile(path.join(results, 'import.json'), `${JSON.stringify({ date: new Date().toISOString(), zip_mb: megabytes, shape, streamed, floor, ratio, memory_budget_mb: MEMORY_BUDGET_MB, memory_pass: memoryPass }, null, 2)}\n`);
  if (!memoryPass) throw new Error(`reading the export took ${streamed.peakRssAboveBaselineMb.toFixed(1)} MB, over the ${MEMORY_BUDGET_MB} MB budget`);
  if (!importMemoryPass) throw new Error(`the import took ${imported.peakRssAboveBaselineMb.toFixed(1)} MB, over the ${IMPORT_MEMORY_BUDGET_MB} MB budget`);
}

runBenchmark(main, {
  cleanUp: async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  },
  stopping: 'the import benchmark',
});

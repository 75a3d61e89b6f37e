// `npm run chaos`: breaks the server on purpose (kills, a database restart, mixed load, bad input)
// and checks that nothing is lost and every answer stays honest. Each part is bounded in time and
// uses loopback addresses only; `npm run chaos -- --help` lists the options.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeTemporaryDirectory } from '../api/processes';
import { RESULTS_DIRECTORY, describeMachine } from '../api/report';
import { shutDown } from '../ingest/shutdown';
import { runBenchmark } from '../run-benchmark';
import type { ChaosPart, DatabaseKind } from './context';
import { runDatabaseRestart } from './db-restart';
import { createChaosContext, type ChaosRun } from './harness';
import { runKills } from './kills';

const PART_NAMES = ['kills', 'db-restart', 'mixed', 'bad-input'] as const;

const USAGE = `npm run chaos -- [options]

  --parts kills,db-restart,mixed,bad-input   parts to run (default: all, in this order)
  --db postgres,pglite     databases of the kills part (default: both; db-restart, mixed: PostgreSQL)
  --saves 1000             saves of the kills part, spread over --members 20
  --kills 5                SIGKILLs of the kills part
  --quick                  short runs for checking the harness (parts scale down)
  --logs DIR               keep the server processes' logs in DIR (default: a temp dir removed at the end)

Each part prints its counts and a PASS/FAIL line per check; results go to
bench/results/chaos-<part>.json. Exits non-zero when a check failed.`;

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      parts: { type: 'string', default: PART_NAMES.join(',') },
      db: { type: 'string', default: 'postgres,pglite' },
      saves: { type: 'string', default: '1000' },
      members: { type: 'string', default: '20' },
      kills: { type: 'string', default: '5' },
      quick: { type: 'boolean', default: false },
      logs: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const list = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);
  const parts = list(values.parts).flatMap((name) => (name === 'all' ? [...PART_NAMES] : [name]));
  for (const name of parts) if (!(PART_NAMES as readonly string[]).includes(name)) throw new Error(`--parts: unknown part ${name} (known: ${PART_NAMES.join(', ')})`);
  const dbs = list(values.db).map((name) => {
    if (name !== 'postgres' && name !== 'pglite') throw new Error(`--db: unknown database ${name}`);
    return name as DatabaseKind;
  });
  const whole = (text: string, name: string, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
    return value;
  };
  return {
    parts: PART_NAMES.filter((name) => parts.includes(name)),
    dbs,
    saves: whole(values.saves, 'saves', 1),
    members: whole(values.members, 'members', 1),
    kills: whole(values.kills, 'kills', 0),
    quick: values.quick,
    logs: values.logs,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) return void console.log(USAGE);
  const machine = describeMachine();
  console.log(`npm run chaos on ${machine.cpus} x ${machine.cpu_model}, Node ${machine.node}: ${options.parts.join(', ')}`);
  fs.mkdirSync(RESULTS_DIRECTORY, { recursive: true });
  const workDir = makeTemporaryDirectory('stash-chaos-');
  if (options.logs) fs.mkdirSync(options.logs, { recursive: true });
  const run: ChaosRun = { resultsDir: RESULTS_DIRECTORY, workDir, logDir: options.logs ?? workDir, quick: options.quick, checks: [] };
  const parts: Record<(typeof PART_NAMES)[number], ChaosPart> = {
    kills: (ctx) => runKills(ctx, { dbs: options.dbs, saves: options.saves, members: options.members, kills: options.kills }),
    'db-restart': (ctx) => runDatabaseRestart(ctx),
    // Loaded when run, so each part's file is read only by the runs that ask for it.
    mixed: async (ctx) => (await import('./mixed-load')).runMixedLoad(ctx),
    'bad-input': async (ctx) => (await import('./bad-input')).runBadInput(ctx),
  };
  for (const name of options.parts) {
    const started = performance.now();
    const checksBefore = run.checks.length;
    console.log(`\n== ${name}`);
    let figures: Record<string, unknown> = {};
    try {
      figures = await parts[name](createChaosContext(run, name));
    } catch (error) {
      // A part that cannot finish is a failed check; the other parts still run.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      createChaosContext(run, name).check('the part ran to its end', false, message);
    }
    const seconds = (performance.now() - started) / 1000;
    const checks = run.checks.slice(checksBefore);
    console.log(`== ${name}: ${checks.filter((check) => check.passed).length}/${checks.length} checks passed in ${seconds.toFixed(0)} s`);
    const file = path.join(RESULTS_DIRECTORY, `chaos-${name}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ part: name, date: new Date().toISOString(), machine, seconds: Math.round(seconds), checks, figures }, null, 2)}\n`);
  }
  const failed = run.checks.filter((check) => !check.passed);
  console.log(`\n${failed.length === 0 ? 'PASS' : 'FAIL'}: ${run.checks.length - failed.length}/${run.checks.length} checks passed`);
  if (failed.length > 0) throw new Error(`failed checks:\n${failed.map((check) => `  [${check.part}] ${check.name}`).join('\n')}`);
}

runBenchmark(main, { cleanUp: shutDown, stopping: 'the servers, the fixture servers and the cluster' });

// Everything the benchmark starts outside its own process (seeding, the server, the floor, a
// PostgreSQL cluster) is registered here, so that one cleanup stops it on success, error or Ctrl-C.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');
const CLUSTER_SCRIPT = path.join(REPOSITORY_ROOT, 'scripts/postgres-cluster.sh');

const children = new Set<ChildProcess>();
const temporaryDirectories = new Set<string>();
let clusterDirectory: string | null = null;
/** Whether the cluster was started by someone else (--pg-cluster): never stopped here. */
let clusterAdopted = false;

export interface StartedChild {
  child: ChildProcess;
  logFile: string;
  /** Resolves with the first stdout line starting with the prefix (without it). */
  waitForLine(prefix: string, timeoutMs: number): Promise<string>;
  /** SIGTERM, then SIGKILL after a grace period; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

/** Runs a TypeScript file under tsx in a child node process (one process, so its pid is the one to stop). */
export function startTsx(script: string, args: string[], options: { env?: NodeJS.ProcessEnv; logFile: string }): StartedChild {
  const log = fs.createWriteStream(options.logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPOSITORY_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 : null));
    });
  });
  const lines: string[] = [];
  const waiters: { prefix: string; resolve: (line: string) => void }[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString('utf8');
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (line.startsWith(waiter.prefix)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line.slice(waiter.prefix.length));
        }
      }
      newline = pending.indexOf('\n');
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));

  return {
    child,
    logFile: options.logFile,
    exited,
    waitForLine(prefix, timeoutMs) {
      const seen = lines.find((line) => line.startsWith(prefix));
      if (seen !== undefined) return Promise.resolve(seen.slice(prefix.length));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${path.basename(script)}: no "${prefix.trim()}" line within ${timeoutMs} ms (log: ${options.logFile})`)), timeoutMs);
        waiters.push({ prefix, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`${path.basename(script)} exited with ${code} (log: ${options.logFile})\n${tail(options.logFile)}`));
        });
      });
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export function makeTemporaryDirectory(prefix: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirectories.add(directory);
  return directory;
}

export function removeTemporaryDirectory(directory: string): void {
  fs.rmSync(directory, { recursive: true, force: true });
  temporaryDirectories.delete(directory);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts a throwaway PostgreSQL cluster (scripts/postgres-cluster.sh) and returns its server url. */
export function startCluster(): string {
  const result = spawnSync('bash', [CLUSTER_SCRIPT, 'start'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not start PostgreSQL:\n${result.stderr}`);
  const value = (name: string) => {
    const match = new RegExp(`^export ${name}=(.*)$`, 'm').exec(result.stdout);
    // The script prints values with printf %q; temp paths and urls need no unquoting.
    return match?.[1]?.replace(/^'(.*)'$/, '$1');
  };
  clusterDirectory = value('STASH_PG_CLUSTER_DIR') ?? null;
  const url = value('STASH_TEST_DATABASE_URL');
  if (!url || !clusterDirectory) throw new Error(`unexpected output of postgres-cluster.sh start:\n${result.stdout}`);
  return url;
}

/**
 * Uses a cluster already running in this dir (started by `scripts/postgres-cluster.sh start`) as if
 * this run had started it, for the CPU accounting and the plans' log, but leaves it running.
 */
export function adoptCluster(directory: string): string {
  const lines = fs.readFileSync(path.join(directory, 'data/postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  if (!Number.isInteger(port)) throw new Error(`no port in ${directory}/data/postmaster.pid`);
  clusterDirectory = directory;
  clusterAdopted = true;
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/**
 * The cluster's address through its Unix socket (in the cluster's directory) rather than TCP, as a
 * server on the same machine as its PostgreSQL may connect (bench/README.md compares the two).
 */
export function clusterSocketUrl(tcpUrl: string): string {
  if (!clusterDirectory) throw new Error('no cluster started or adopted');
  const url = new URL(tcpUrl);
  url.hostname = 'localhost';
  url.searchParams.set('host', clusterDirectory);
  return url.toString();
}

export function stopCluster(): void {
  if (clusterAdopted) {
    clusterDirectory = null;
    clusterAdopted = false;
    return;
  }
  if (!clusterDirectory) return;
  const directory = clusterDirectory;
  clusterDirectory = null;
  const result = spawnSync('bash', [CLUSTER_SCRIPT, 'stop', directory], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  if (result.status !== 0) console.error(`could not stop the PostgreSQL cluster in ${directory}:\n${result.stderr}`);
}

/** Stops every child still running, the cluster, and removes temp dirs. Safe to call twice. */
export async function cleanUp(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  stopCluster();
  for (const directory of [...temporaryDirectories]) removeTemporaryDirectory(directory);
}

/** Last resort when the process exits without cleanUp having finished: nothing may outlive it. */
export function cleanUpSynchronously(): void {
  for (const child of children) child.kill('SIGKILL');
  stopCluster();
  for (const directory of [...temporaryDirectories]) {
    try {
      removeTemporaryDirectory(directory);
    } catch {
      // best effort on the way out
    }
  }
}

// --- CPU accounting ----------------------------------------------------------------------------

const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  parentPid: number;
  cpuSeconds: number;
}

function readStat(pid: number): ProcessStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields count from after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const userTicks = Number(fields[11]);
    const systemTicks = Number(fields[12]);
    return { pid, parentPid: Number(fields[1]), cpuSeconds: (userTicks + systemTicks) / CLOCK_TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by one process (not its children). */
export function processCpuSeconds(pid: number | undefined): number {
  return pid === undefined ? 0 : (readStat(pid)?.cpuSeconds ?? 0);
}

/** The postmaster of the throwaway cluster, when this run started one. */
export function clusterPostmasterPid(): number | undefined {
  if (!clusterDirectory) return undefined;
  try {
    const pid = Number(fs.readFileSync(path.join(clusterDirectory, 'data/postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by the cluster's backends (children of the postmaster). A backend that
 * exits between two readings drops out, so sample over windows where the pool's connections live on.
 */
export function clusterCpuSeconds(postmasterPid: number | undefined): number {
  if (postmasterPid === undefined) return 0;
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && (stat.parentPid === postmasterPid || stat.pid === postmasterPid)) total += stat.cpuSeconds;
  }
  return total;
}

/** Busy CPU seconds of the whole machine (all CPUs, everything but idle and iowait). */
export function machineBusySeconds(): number {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/);
    const ticks = values.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return (total - idle) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Waits (up to maxMs) until other work on the machine settles: the machine is shared, and a test
 * run next door halves what the server gets. Returns the busy cores seen last.
 */
export async function waitForQuietMachine(maxMs: number, busyCoresLimit = 0.3): Promise<number> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const before = machineBusySeconds();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busyCores = (machineBusySeconds() - before) / 0.5;
    if (busyCores <= busyCoresLimit || Date.now() >= deadline) return busyCores;
  }
}

/** The server log of the throwaway cluster, when this run started one. */
export function clusterLogFile(): string | undefined {
  return clusterDirectory ? path.join(clusterDirectory, 'postgres.log') : undefined;
}

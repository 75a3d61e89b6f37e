// What every part of `npm run chaos` is given: where to write, how to report, and how to start the
// pieces it breaks (a PostgreSQL cluster, databases, the server's processes, the fixture servers).
// Everything started through it is stopped by the harness on exit, error or Ctrl-C; parts stop
// what they want gone earlier themselves. Loopback addresses only.
import type { StartedChild } from '../api/processes';

export type DatabaseKind = 'postgres' | 'pglite';

/** A throwaway PostgreSQL cluster (scripts/postgres-cluster.sh) that a part may stop and start again. */
export interface ChaosCluster {
  /** postgres://...@127.0.0.1:port/postgres */
  serverUrl: string;
  /** Stops the postmaster (fast shutdown) but keeps its data: connections fail until start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
}

/** A fresh, migrated database and the data dir (media files; PGlite's own files) its servers share. */
export interface ChaosDatabase {
  kind: DatabaseKind;
  /** PostgreSQL: the database's url (a server's DATABASE_URL). PGlite: undefined. */
  url: string | undefined;
  /** STASH_DATA_DIR of every server on this database. */
  dataDir: string;
}

export type ServerRole = 'all' | 'api' | 'worker';

/** One server process (apps/server/src/main.ts under tsx) with STASH_ROLE = role. */
export interface ChaosServer {
  role: ServerRole;
  /** http://127.0.0.1:port ('all' and 'api'; a worker has a port too, unused). */
  baseUrl: string;
  port: number;
  process: StartedChild;
  /** SIGKILL, resolved once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL after graceMs. */
  stop(graceMs?: number): Promise<void>;
  /** A new process with the same role, port, database and env; resolves when it is ready. */
  restart(): Promise<ChaosServer>;
}

export interface ChaosMember {
  email: string;
  password: string;
}

export interface ChaosContext {
  /** bench/results: parts may write extra files here (main.ts writes chaos-<part>.json). */
  resultsDir: string;
  /** A temp dir for this run (server logs, data dirs); removed at the end. */
  workDir: string;
  /** The x-api-key header every /api call needs. */
  apiKey: string;
  /** Short runs for checking the harness (--quick): parts scale their load and durations down. */
  quick: boolean;
  /** Prints one line (prefixed with the part's name). */
  log(line: string): void;
  /** Records and prints a PASS/FAIL line; any FAIL makes `npm run chaos` exit non-zero. */
  check(name: string, passed: boolean, detail?: string): boolean;
  /** Starts (once per run; later calls return the same one) a throwaway PostgreSQL cluster. */
  startCluster(): Promise<ChaosCluster>;
  /** A fresh migrated database: a new database on the cluster, or a PGlite data dir. */
  createDatabase(kind: DatabaseKind): Promise<ChaosDatabase>;
  /** Creates members who can sign in at once (for PGlite: call before any server is started on it). */
  createMembers(database: ChaosDatabase, count: number, prefix?: string): Promise<ChaosMember[]>;
  /** Starts the fixture servers once; returns the env that points the server's fetchers at them. */
  fixtureEnv(): Promise<Record<string, string>>;
  /** Links the fixture servers answer and that end organised in one attempt. */
  organisableLinks(): Promise<string[]>;
  /**
   * Starts a server process on the database and waits until it is ready (/api/health answers 200
   * for 'all' and 'api'; the worker's start line for 'worker'). `env` is added to the harness's
   * defaults (fixtures, limits off, quiet log, shared JWT secret).
   */
  startServer(database: ChaosDatabase, role: ServerRole, env?: Record<string, string>): Promise<ChaosServer>;
  /** Signs in; returns the access token. */
  signIn(baseUrl: string, member: ChaosMember): Promise<string>;
}

/** What a part returns: its figures, written to bench/results/chaos-<part>.json with its checks. */
export type ChaosFigures = Record<string, unknown>;

export type ChaosPart = (context: ChaosContext) => Promise<ChaosFigures>;

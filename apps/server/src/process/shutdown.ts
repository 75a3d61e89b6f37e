// Stopping on SIGTERM or SIGINT without losing work: the server stops taking requests and jobs at
// once, requests and jobs in flight get until the deadline (STASH_SHUTDOWN_SECONDS) to finish, and
// whatever is still running then is cut off (requests) or released to be retried (jobs); then the
// threads, the queue and the database are closed and the process exits 0. A second signal, or a
// step that hangs past the deadline, ends the process at once with exit 1.
import type { FastifyInstance } from 'fastify';
import type { Runtime } from './open-runtime';
import type { RunningWorkers } from './start-workers';

export interface RunningServer {
  runtime: Runtime;
  app: FastifyInstance;
  /** Whether this process listens for HTTP requests (roles all and api). */
  listening: boolean;
  /** The queue workers, in roles all and worker (set once they have started). */
  workers: RunningWorkers | undefined;
}

/** Extra time past the deadline for closing the queue and the database before giving up on them. */
const CLOSING_GRACE_MS = 10_000;

/** Closes the HTTP server: no new connections; at the deadline, requests still open are cut off. */
async function stopTakingRequests(app: FastifyInstance, deadlineMs: number): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn('shutdown deadline reached: closing the connections of requests still running');
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

export async function shutDown(server: RunningServer, signal: string): Promise<void> {
  const { runtime, app, workers } = server;
  const deadlineMs = runtime.config.process.shutdownSeconds * 1000;
  app.log.info(`${signal}: shutting down (requests and jobs in flight have ${runtime.config.process.shutdownSeconds} s to finish)`);
  await Promise.all([
    server.listening ? stopTakingRequests(app, deadlineMs) : undefined,
    // Graceful: the workers take no new job and pg-boss waits for those running, up to the
    // deadline; any still running then are failed back to the queue and retried by another worker.
    runtime.queue.stop({ graceful: workers !== undefined, close: true, timeout: deadlineMs }),
  ]);
  await workers?.close();
  // In the worker role the app was never listening: closing it now runs its onClose hooks (mail
  // still to send) after the last job that could have queued some.
  if (!server.listening) await app.close();
  await runtime.database.close();
  runtime.releaseLock();
  app.log.info('stopped');
}

/** Runs shutDown on the first SIGTERM or SIGINT (once `starting` has settled), then exits. */
export function stopOnSignals(server: RunningServer, starting: Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const backstop = setTimeout(() => {
      server.app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, server.runtime.config.process.shutdownSeconds * 1000 + CLOSING_GRACE_MS);
    backstop.unref();
    starting
      .catch(() => undefined)
      .then(() => shutDown(server, signal))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

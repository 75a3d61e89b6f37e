// How each benchmark's main runs: on success, failure, Ctrl-C or a stray error, its cleanup runs
// once (servers, clusters and temp dirs must not outlive the process), then the process exits.
import { cleanUpSynchronously } from './api/processes';

export function runBenchmark(main: () => Promise<void>, options: { cleanUp: () => Promise<void>; stopping: string }): void {
  let stopping = false;
  async function stop(code: number): Promise<never> {
    stopping = true;
    await options.cleanUp().catch((error: unknown) => console.error('cleanup failed:', error));
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      console.error(`\n${signal}: stopping ${options.stopping}...`);
      void stop(signal === 'SIGINT' ? 130 : 143);
    });
  }
  // While stopping, closing the database cuts the connections of work still in flight; their
  // errors are expected then and must not end the cleanup early.
  process.on('uncaughtException', (error) => {
    if (stopping) return;
    console.error(error);
    void stop(1);
  });
  process.on('exit', cleanUpSynchronously);
  main().then(
    () => stop(0),
    (error: unknown) => {
      if (stopping) return;
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      void stop(1);
    },
  );
}

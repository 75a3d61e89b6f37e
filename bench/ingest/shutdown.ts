// What this process opens itself (fixture servers, queue, database connections) is registered here
// so that Ctrl-C or an error closes it as well as a normal finish does; child processes, the
// PostgreSQL cluster and temp dirs are bench/api/processes.ts's to stop.
import { cleanUp } from '../api/processes';

type Closer = () => Promise<unknown>;

const closers: { label: string; close: Closer }[] = [];

/** How long one closer may take on the way out before the next is tried. */
const CLOSE_TIMEOUT_MS = 15_000;

/** Registers a closer; the returned function runs it now (once) and forgets it. */
export function onShutdown(label: string, close: Closer): () => Promise<void> {
  const entry = { label, close };
  closers.push(entry);
  return async () => {
    const index = closers.indexOf(entry);
    if (index < 0) return;
    closers.splice(index, 1);
    await close();
  };
}

/** Closes everything still registered, newest first, then the cluster and temp dirs. */
export async function shutDown(): Promise<void> {
  while (closers.length > 0) {
    const entry = closers.pop()!;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error(`   (closing ${entry.label} took over ${CLOSE_TIMEOUT_MS / 1000} s; going on)`);
        resolve();
      }, CLOSE_TIMEOUT_MS);
    });
    await Promise.race([entry.close().catch((error: unknown) => console.error(`closing ${entry.label} failed:`, error)), timeout]);
    clearTimeout(timer);
  }
  await cleanUp();
}

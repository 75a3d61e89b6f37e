// The embedded database lives in one process at a time: the server notes its pid in the data dir
// so that the command line refuses to open the same files underneath it.
import fs from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the embedded database, if any. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && isRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function holdEmbeddedDatabase(dataDir: string): () => void {
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder) throw new Error(`Another Stash process (pid ${holder}) is using the embedded database in ${dataDir}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => fs.rmSync(lockFile(dataDir), { force: true });
}

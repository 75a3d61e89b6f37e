// Where the extraction thread's code is. From the sources (tsx, vitest) it is the TypeScript file
// beside this one, loaded through tsx inside the thread; from the compiled build it is the bundle's
// own entry (apps/server/tsup.config.ts builds it under this name), beside the rest of the bundle.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The build's entry name for extract-thread.ts: dist/<name>.js. */
export const EXTRACT_THREAD_ENTRY = 'extract-thread';

export interface ThreadFile {
  /** A file:// URL piscina imports in each thread. */
  filename: string;
  /** Node options for the thread: the TypeScript loader when running from the sources. */
  execArgv: string[];
}

export function extractThreadFile(moduleUrl: string = import.meta.url): ThreadFile {
  const fromSources = moduleUrl.endsWith('.ts');
  if (!fromSources) return { filename: new URL(`./${EXTRACT_THREAD_ENTRY}.js`, moduleUrl).href, execArgv: [] };
  // A thread starts with a fresh module loader: it needs tsx registered to read .ts files, whether
  // the parent runs under the tsx command (whose flags a thread would inherit) or under vitest (whose
  // own transform never reaches threads).
  const tsxLoader = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
  return { filename: new URL('./extract-thread.ts', moduleUrl).href, execArgv: ['--import', tsxLoader] };
}

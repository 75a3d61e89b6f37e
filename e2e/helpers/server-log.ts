import fs from 'node:fs';
import { e2eServerLog } from './server';

/**
 * The last match of `pattern` in the server's output, waiting for it to appear: how a test picks up
 * the one-time first-account link the server prints at start. Mailed links are in the mailbox
 * instead (helpers/mailbox.ts).
 */
export async function waitForServerLog(pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = fs.existsSync(e2eServerLog) ? fs.readFileSync(e2eServerLog, 'utf8') : '';
    const matches = [...text.matchAll(global)];
    const last = matches.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`No line matching ${pattern} in ${e2eServerLog} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import fs from 'node:fs';
import type { CaughtMail } from '../../packages/fixtures/src/mailbox-server';
import { e2eMailbox } from './server';

export type Mail = CaughtMail;

/**
 * Every mail the server has sent this run, oldest first. A line still being written is left out, so
 * a read never catches half a message. Its length is what `waitForMail({ after })` counts.
 */
export function readMailbox(): Mail[] {
  const text = fs.existsSync(e2eMailbox) ? fs.readFileSync(e2eMailbox, 'utf8') : '';
  return text
    .split('\n')
    .slice(0, -1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

export interface MailQuery {
  /** A recipient's address (case does not matter). */
  to: string;
  subject?: RegExp;
  /**
   * Only mail sent after this: a count of mails already there (`readMailbox().length` taken before
   * the action), or a time (compared with when the catcher received each mail).
   */
  after?: number | Date;
  timeoutMs?: number;
}

/** The first mail matching `query`, waiting for it to arrive. */
export async function waitForMail(query: MailQuery): Promise<Mail> {
  const { to, subject, after = 0, timeoutMs = 15_000 } = query;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMailbox();
    const recent = typeof after === 'number' ? mails.slice(after) : mails.filter((mail) => Date.parse(mail.date) >= after.getTime());
    const found = recent.find((mail) => isFor(mail, to) && (!subject || subject.test(mail.subject)));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = recent.map((mail) => `  to ${mail.to}: ${mail.subject}`).join('\n') || '  (none)';
      throw new Error(`No mail to ${to}${subject ? ` with a subject matching ${subject}` : ''} in ${e2eMailbox} after ${timeoutMs} ms. Mail since the start point:\n${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first match of `pattern` in the mail's text: the link a member would follow. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const match = mail.text.match(pattern);
  if (!match) throw new Error(`No link matching ${pattern} in the mail "${mail.subject}" to ${mail.to}:\n${mail.text}`);
  return match[0];
}

const isFor = (mail: Mail, address: string) =>
  mail.to
    .split(',')
    .map((recipient) => recipient.trim().toLowerCase())
    .includes(address.toLowerCase());

import { describe, expect, it } from 'vitest';
import { createLogMailer, printsLinks } from './mailer';

const email = { to: 'ana@stash.test', subject: 'Your sign-in link for Stash', text: 'Open http://stash.test/verify/s3cret-link-id', link: 'http://stash.test/verify/s3cret-link-id' };

function capture() {
  const logged: Array<{ obj: object; msg: string }> = [];
  const printed: string[] = [];
  return { logged, printed, logger: { info: (obj: object, msg: string) => void logged.push({ obj, msg }) }, print: (line: string) => void printed.push(line) };
}

describe('the log mailer', () => {
  it('logs who was mailed what, never the link, and prints the link once for local use', async () => {
    const { logged, printed, logger, print } = capture();
    await createLogMailer(logger as never, { printLinks: true, print }).send(email);
    expect(JSON.stringify(logged)).not.toContain('s3cret-link-id');
    expect(logged).toEqual([{ obj: { mail: { to: 'ana@stash.test', subject: 'Your sign-in link for Stash', has_link: true } }, msg: 'email to ana@stash.test: Your sign-in link for Stash' }]);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('http://stash.test/verify/s3cret-link-id');
  });

  it('prints nothing when links must not be shown (production)', async () => {
    const { logged, printed, logger, print } = capture();
    await createLogMailer(logger as never, { printLinks: printsLinks({ NODE_ENV: 'production' }), print }).send(email);
    expect(printed).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain('s3cret');
    expect(printsLinks({})).toBe(true);
  });
});

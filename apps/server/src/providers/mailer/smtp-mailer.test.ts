// The SMTP mailer against a real SMTP server on 127.0.0.1 (smtp-server), each message read back
// with a MIME parser: the product's emails arrive with their sender, subject, text and HTML, and
// the app sends through it when STASH_SMTP_URL is set.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app';
import { inviteEmail, magicLinkEmail, passwordChangedEmail, waitlistEmail } from './email-templates';
import { createSmtpMailer } from './smtp-mailer';

const received: ParsedMail[] = [];
let server: SMTPServer;
let url: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const to = (address: string) => received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

describe('the SMTP mailer', () => {
  it('delivers each of the product emails as text and HTML, from the configured sender', async () => {
    const mailer = createSmtpMailer({ url, from: 'Stash <hello@stash.test>' });
    try {
      const link = 'http://stash.test/verify/abc123-link&x=<1>';
      await mailer.send(magicLinkEmail('ana@stash.test', link, 'sign_in', 15));
      await mailer.send(inviteEmail('ben@stash.test', 'http://stash.test/claim/tok', new Date('2026-12-10T12:00:00Z')));
      await mailer.send(waitlistEmail('cleo@stash.test', 'Cleo <3'));
      await mailer.send(passwordChangedEmail('dan@stash.test'));
    } finally {
      mailer.close();
    }
    const [signIn] = to('ana@stash.test');
    expect(signIn?.from?.text).toBe('"Stash" <hello@stash.test>');
    expect(signIn?.subject).toBe('Your sign-in link for Stash');
    expect(signIn?.text).toContain('http://stash.test/verify/abc123-link&x=<1>');
    expect(signIn?.text).toContain('within 15 minutes');
    expect(signIn?.html).toContain('href="http://stash.test/verify/abc123-link&amp;x=&lt;1&gt;"');
    expect(to('ben@stash.test')[0]?.subject).toBe("You're invited to Stash");
    expect(to('ben@stash.test')[0]?.text).toContain('http://stash.test/claim/tok');
    expect(to('cleo@stash.test')[0]?.html).toContain('Hi Cleo &lt;3,');
    expect(to('dan@stash.test')[0]?.subject).toBe('Your Stash password was changed');
  });

  it('carries the app\'s mail when STASH_SMTP_URL is set: a waitlist confirmation arrives', async () => {
    const t = await createTestApp({ STASH_SMTP_URL: url, STASH_MAIL_FROM: 'Stash <beta@stash.test>' }, { configuredMailer: true });
    try {
      const answer = await t.call('POST', '/api/waitlist', { body: { name: 'Eli', email: 'eli@stash.test', instagram_handle: '@eli', reason: 'saves' } });
      expect(answer.statusCode).toBe(201);
      const [mail] = to('eli@stash.test');
      expect(mail?.subject).toBe("You're on the Stash waitlist");
      expect(mail?.from?.text).toBe('"Stash" <beta@stash.test>');
    } finally {
      await t.close();
    }
  });
});

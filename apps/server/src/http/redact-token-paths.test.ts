import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { redactTokenPaths } from './redact-token-paths';

describe('redactTokenPaths', () => {
  it('hides the secret of invite, sign-in and reset links, and token query values', () => {
    expect(redactTokenPaths('/claim/AbC123secretToken')).toBe('/claim/[redacted]');
    expect(redactTokenPaths('/verify/L1nk-Id_99?next=/posts')).toBe('/verify/[redacted]?next=/posts');
    expect(redactTokenPaths('/api/search/text?token=abc&q=ramen')).toBe('/api/search/text?token=[redacted]&q=ramen');
    expect(redactTokenPaths('/api/exports/eyJ1Ijoi.c2lnbmF0dXJl')).toBe('/api/exports/[redacted]');
    expect(redactTokenPaths('/api/exports')).toBe('/api/exports');
    expect(redactTokenPaths('/posts?category=food')).toBe('/posts?category=food');
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('never show the secret of a link opened in the browser', async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ STASH_LOG_LEVEL: 'info' }, { logStream });
    await t.app.inject({ method: 'GET', url: '/claim/Zq9secretInviteTokenValue' });
    await t.app.inject({ method: 'GET', url: '/verify/Mq7secretMagicLinkValue' });
    await t.app.inject({ method: 'GET', url: '/api/exports/Xk4secretExportLinkValue' });
    const log = lines.join('\n');
    expect(log).toContain('/claim/[redacted]');
    expect(log).toContain('/verify/[redacted]');
    expect(log).toContain('/api/exports/[redacted]');
    expect(log).not.toMatch(/secretInviteTokenValue|secretMagicLinkValue|secretExportLinkValue/);
  });
});

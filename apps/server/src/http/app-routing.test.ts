import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createMediaUrlSigner } from './media-urls';

let t: TestApp;
beforeAll(async () => {
  // With a built web app in place, so that its catch-all could swallow media paths if it were wrong.
  const webDist = fs.mkdtempSync(path.join(path.dirname(process.cwd()), '.web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Stash</title>');
  t = await createTestApp({ STASH_WEB_DIST: webDist });
  fs.writeFileSync(path.join(t.config.dataDir, 'media', 'post-1.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
  return () => fs.rmSync(webDist, { recursive: true, force: true });
});
afterAll(() => t.close());

/** The signed address the app's answers give for a stored file (media-urls.ts). */
const signed = (key: string) => createMediaUrlSigner({ secret: t.signingSecret, ttlSeconds: t.config.limits.mediaUrlTtlSeconds }).signedPath(key);

it('serves stored media at its signed address without an API key, cached for good', async () => {
  const response = await t.app.inject({ method: 'GET', url: signed('post-1.jpg') });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toContain('immutable');
  expect(response.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

it('answers 404 (403 unsigned), not the web app, for missing media', async () => {
  for (const [url, status] of [[signed('missing.jpg'), 404], ['/media/.hidden', 403], [signed('.hidden'), 403]] as const) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(status);
    expect(response.body).not.toContain('<title>Stash</title>');
  }
});

it('never serves a file outside the media folder', async () => {
  fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top-secret-signing-key');
  for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/..%2fsecret.txt', '/media/%2e%2e%2fsecret.txt']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body, url).not.toContain('top-secret-signing-key');
  }
});

it('serves the web app for screens and a JSON 404 for unknown API paths', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/stash/123' })).body).toContain('<title>Stash</title>');
  expect((await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-api-key': t.config.apiKey } })).json()).toMatchObject({ code: 'NOT_FOUND' });
});

it('answers addresses the router refuses in the API error shape', async () => {
  for (const [url, status] of [['/api/tags/%zz', 400], [`/api/tags/${'a'.repeat(2_100)}`, 414]] as const) {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': t.config.apiKey } });
    expect(response.statusCode, url).toBe(status);
    expect(response.json()).toEqual({ error: 'This address is not valid.', code: 'VALIDATION_ERROR' });
  }
});

it('sends the security headers on API answers, the web app and errors alike', async () => {
  const expected = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;media-src 'self' blob: https:;worker-src 'self' blob:;connect-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  for (const url of ['/api/health', '/', '/api/no-such-call']) {
    const response = await t.app.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(expected)) expect(response.headers[name], `${url} ${name}`).toBe(value);
    expect(response.headers['x-powered-by'], url).toBeUndefined();
  }
});

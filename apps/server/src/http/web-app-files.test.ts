// The installable web app's files, as the browser needs them: the service worker and the manifest
// re-checked on every load (no-cache), so a new version is found at once; the right content types
// (a service worker must be JavaScript, a manifest is manifest+json); hashed assets kept for good.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(path.dirname(process.cwd()), '.web-dist-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Stash</title>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"Stash"}',
    'assets/index-abc123.js': 'console.log(1);',
    'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'apple-touch-icon.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'favicon.ico': Buffer.from([0, 0, 1, 0]),
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    fs.writeFileSync(path.join(webDist, name), body);
  }
  t = await createTestApp({ STASH_WEB_DIST: webDist });
  return () => fs.rmSync(webDist, { recursive: true, force: true });
});
afterAll(() => t.close());

it('serves the service worker as JavaScript that is re-checked on every load', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('addEventListener');
});

it('serves the web app manifest as manifest+json, re-checked on every load', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual({ name: 'Stash' });
});

it('serves the icons as images', async () => {
  for (const [url, type] of [['/icons/icon-192.png', /^image\/png/], ['/apple-touch-icon.png', /^image\/png/], ['/favicon.ico', /^image\/(vnd\.microsoft\.icon|x-icon)/]] as const) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(type);
  }
});

it('keeps hashed assets for good', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
  expect(response.headers['cache-control']).toContain('immutable');
});

it("answers the share target's address with the app", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/share?title=Dinner&text=Look+https%3A%2F%2Fwww.instagram.com%2Fp%2FC3bKz7rPq1M%2F' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<title>Stash</title>');
});

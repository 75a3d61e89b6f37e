// A local stand-in for the platforms in the fetchers' unit tests: answers per path, records every
// request, and gives an IngestConfig whose origins all point at it.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadConfig, type IngestConfig } from '../../../config';

export type FixtureAnswer =
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer }
  | ((request: http.IncomingMessage, response: http.ServerResponse) => void);

export interface FixtureServer {
  origin: string;
  hostKey: string;
  /** Every request as path plus query, in arrival order. */
  requests: string[];
  /** Sets the answer for one path (query ignored); unknown paths answer 404. */
  route(pathname: string, answer: FixtureAnswer): void;
  close(): Promise<void>;
}

export function readFixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, name), 'utf8');
}

export const html = (body: string, status = 200): FixtureAnswer => ({ status, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
export const json = (body: unknown, status = 200): FixtureAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
export const redirect = (location: string, status = 302): FixtureAnswer => ({ status, headers: { location } });

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, FixtureAnswer>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const target = request.url ?? '/';
    requests.push(target);
    const answer = routes.get(new URL(target, 'http://fixture').pathname);
    if (typeof answer === 'function') return answer(request, response);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<title>Page not found</title>');
      return;
    }
    response.writeHead(answer.status ?? 200, answer.headers ?? {});
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostKey: `127.0.0.1:${port}`,
    requests,
    route: (pathname, answer) => void routes.set(pathname, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Ingest settings with every platform origin on the fixture server, which the SSRF guard lets
 * through; the rest is the server's own configuration (read from these variables alone).
 */
export function fixtureIngestConfig(server: FixtureServer, overrides: Partial<IngestConfig> = {}): IngestConfig {
  const origin = server.origin;
  const base = loadConfig({
    STASH_INSTAGRAM_ORIGIN: origin,
    STASH_INSTAGRAM_GRAPH_ORIGIN: origin,
    STASH_TIKTOK_ORIGIN: origin,
    STASH_TIKTOK_SHORT_LINK_ORIGIN: origin,
    STASH_X_SYNDICATION_ORIGIN: origin,
    STASH_X_OEMBED_ORIGIN: origin,
    STASH_FETCH_ALLOW_HOSTS: server.hostKey,
    STASH_FETCH_TIMEOUT_MS: '2000',
    STASH_FETCH_MAX_BYTES: String(512 * 1024),
  }).ingest;
  return { ...base, ...overrides };
}

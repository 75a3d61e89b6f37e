// A real HTTP server on 127.0.0.1 standing in for a geocoding service in tests: it records every
// request (method, path and query, headers, body, arrival time) and answers through a handler.
import http from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  receivedAt: number;
}

export interface FixtureServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type FixtureHandler = (request: RecordedRequest, response: ServerResponse) => void;

export async function startFixtureServer(handler: FixtureHandler): Promise<FixtureServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // A test may leave a request hanging on purpose (timeouts): cut it off.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

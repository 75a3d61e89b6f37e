// The floor: a plain node:http server answering each endpoint with the exact bytes (status, headers,
// body) the real server sent for one sample request, from memory. Whatever the real server does on
// top of this is the cost of the endpoint itself. Run as a child process by main.ts:
//   tsx bench/api/floor-server.ts <samples.json>   prints "FLOOR_PORT <port>" when listening
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export interface FloorSample {
  method: string;
  /** Path without query string: every variant of an endpoint gets the same answer. */
  pathname: string;
  status: number;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
}

export const FLOOR_PORT_PREFIX = 'FLOOR_PORT ';

/** Headers that belong to one connection or one moment, which node:http writes itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error('usage: floor-server.ts <samples.json>');
  const samples = JSON.parse(fs.readFileSync(file, 'utf8')) as FloorSample[];
  const answers = new Map(
    samples.map((sample) => {
      const headers = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())));
      return [`${sample.method} ${sample.pathname}`, { status: sample.status, headers, body: Buffer.from(sample.bodyBase64, 'base64') }];
    }),
  );
  const server = http.createServer({ keepAliveTimeout: 72_000 }, (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const answer = answers.get(`${request.method} ${pathname}`);
    // Read the request body first, as the real server must before it can answer.
    request.on('data', () => undefined);
    request.on('end', () => {
      if (!answer) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found","code":"NOT_FOUND"}');
        return;
      }
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(FLOOR_PORT_PREFIX + address.port);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

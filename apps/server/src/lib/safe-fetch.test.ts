// The SSRF guard, limits and redirect handling of safeFetch, against real servers on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_CHROME_USER_AGENT, OutboundRequestError, isPublicUnicastAddress, safeFetch } from './safe-fetch';
import type { SafeFetchOptions } from './safe-fetch';

interface LocalServer {
  origin: string;
  hostKey: string;
  port: number;
  requests: http.IncomingMessage[];
}

const openServers: http.Server[] = [];

async function startServer(handler: (request: http.IncomingMessage, response: http.ServerResponse, server: LocalServer) => void): Promise<LocalServer> {
  const requests: http.IncomingMessage[] = [];
  const local = { origin: '', hostKey: '', port: 0, requests };
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response, local);
  });
  openServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(local, { origin: `http://127.0.0.1:${port}`, hostKey: `127.0.0.1:${port}`, port });
}

afterEach(async () => {
  await Promise.all(
    openServers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

const limits = { timeoutMs: 2_000, maxBytes: 1_024 } satisfies SafeFetchOptions;

async function failureOf(promise: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OutboundRequestError)) throw new Error(`expected an OutboundRequestError, got ${String(error)}`);
  return error;
}

function redirectTo(location: string) {
  return (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(302, { location });
    response.end();
  };
}

describe('isPublicUnicastAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['157.240.1.174', true],
    ['2a03:2880:f12f:83:face:b00c:0:25de', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['240.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicUnicastAddress(address)).toBe(expected);
  });
});

describe('safeFetch', () => {
  it('fetches from an allowed host with the default browser headers', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<title>hello</title>');
    });
    const answer = await safeFetch(`${server.origin}/p/abc/?x=1`, { ...limits, allowHosts: [server.hostKey], accept: ['text/html'] });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/html');
    expect(answer.body.toString('utf8')).toBe('<title>hello</title>');
    expect(answer.url).toBe(`${server.origin}/p/abc/?x=1`);
    expect(answer.redirects).toEqual([]);
    const headers = server.requests[0]!.headers;
    expect(headers['user-agent']).toBe(DESKTOP_CHROME_USER_AGENT);
    expect(headers['user-agent']).toMatch(/Chrome\/\d+/);
    expect(headers['accept-language']).toMatch(/^en-US/);
  });

  it('refuses the same server when it is not in allowHosts, without sending it a request', async () => {
    const server = await startServer((_request, response) => response.end('secret'));
    const error = await failureOf(safeFetch(`${server.origin}/`, limits));
    expect(error.kind).toBe('blocked_address');
    const otherPort = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [`127.0.0.1:${server.port + 1}`] }));
    expect(otherPort.kind).toBe('blocked_address');
    expect(server.requests).toHaveLength(0);
  });

  it('answers non-2xx statuses instead of throwing, without checking their content type', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('gone');
    });
    const answer = await safeFetch(`${server.origin}/missing`, { ...limits, allowHosts: [server.hostKey], accept: ['application/json'] });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('gone');
  });

  it('follows redirects by hand and reports each hop', async () => {
    const server = await startServer((request, response) => {
      if (request.url === '/start') redirectTo('/middle?step=2')(request, response);
      else if (request.url === '/middle?step=2') redirectTo(`${server.origin}/end`)(request, response);
      else response.end('arrived');
    });
    const answer = await safeFetch(`${server.origin}/start`, { ...limits, allowHosts: [server.hostKey] });
    expect(answer.body.toString()).toBe('arrived');
    expect(answer.url).toBe(`${server.origin}/end`);
    expect(answer.redirects).toEqual([`${server.origin}/middle?step=2`, `${server.origin}/end`]);
    expect(answer.location).toBeNull();
  });

  it('returns a 3xx with its absolute Location when redirects are not followed', async () => {
    const server = await startServer(redirectTo('/@user/video/123?_r=1'));
    const answer = await safeFetch(`${server.origin}/t/abc/`, { ...limits, allowHosts: [server.hostKey], followRedirects: false });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${server.origin}/@user/video/123?_r=1`);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a redirect from an allowed server to another local port', async () => {
    const other = await startServer((_request, response) => response.end('internal'));
    const server = await startServer(redirectTo(`http://127.0.0.1:${other.port}/`));
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('blocked_address');
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a redirect to the cloud metadata address before connecting', async () => {
    const server = await startServer(redirectTo('http://169.254.169.254/latest/meta-data/iam/security-credentials/'));
    const startedAt = Date.now();
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, timeoutMs: 5_000, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('blocked_address');
    // A connection attempt would have run into the timeout or a network error instead.
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it.each(['http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://localhost/', 'http://0.0.0.0/', 'http://10.0.0.5/'])(
    'refuses a redirect to %s',
    async (target) => {
      const server = await startServer(redirectTo(target));
      const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey] }));
      expect(error.kind).toBe('blocked_address');
    },
  );

  it('refuses a hostname that resolves to loopback', async () => {
    const server = await startServer((_request, response) => response.end('local'));
    const error = await failureOf(safeFetch(`http://localhost:${server.port}/`, limits));
    expect(error.kind).toBe('blocked_address');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a host when any one of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '192.168.0.10', family: 4 as const },
    ];
    const error = await failureOf(safeFetch('https://mixed.example/', { ...limits, resolve }));
    expect(error.kind).toBe('blocked_address');
  });

  it('connects to the address it checked, not to a second lookup', async () => {
    const server = await startServer((request, response) => response.end(`host header ${request.headers.host}`));
    const lookups: string[] = [];
    const resolve = async (hostname: string) => {
      lookups.push(hostname);
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    // fixture.invalid does not exist in DNS: the answer proves the checked address was dialled.
    const answer = await safeFetch(`http://fixture.invalid:${server.port}/`, { ...limits, resolve, allowHosts: [`fixture.invalid:${server.port}`] });
    expect(answer.body.toString()).toBe(`host header fixture.invalid:${server.port}`);
    expect(lookups).toEqual(['fixture.invalid']);
  });

  it('refuses URLs that are not http(s) or carry credentials, without echoing their query', async () => {
    expect((await failureOf(safeFetch('ftp://example.com/file', limits))).kind).toBe('bad_url');
    expect((await failureOf(safeFetch('file:///etc/passwd', limits))).kind).toBe('bad_url');
    expect((await failureOf(safeFetch('not a url', limits))).kind).toBe('bad_url');
    const withCredentials = await failureOf(safeFetch('https://user:hunter2@example.com/?access_token=SECRET', limits));
    expect(withCredentials.kind).toBe('bad_url');
    expect(withCredentials.message).not.toContain('hunter2');
    expect(withCredentials.message).not.toContain('SECRET');
  });

  it('keeps query tokens out of error messages', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('html');
    });
    const error = await failureOf(safeFetch(`${server.origin}/v21.0/instagram_oembed?access_token=TOKEN123`, { ...limits, allowHosts: [server.hostKey], accept: ['application/json'] }));
    expect(error.kind).toBe('content_type');
    expect(error.message).toContain('/v21.0/instagram_oembed');
    expect(error.message).not.toContain('TOKEN123');
  });

  it('refuses an answer whose content-length is over the cap', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': '4096' });
      response.end('x'.repeat(4_096));
    });
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('too_large');
  });

  it('stops reading a chunked answer once it passes the cap', async () => {
    let written = 0;
    let closedEarly = false;
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.on('close', () => {
        closedEarly = !response.writableFinished;
      });
      // Streams without end: only the cap can stop it.
      const writeMore = () => {
        if (response.destroyed) return;
        response.write('y'.repeat(256));
        written += 256;
        if (written < 1_000_000) setTimeout(writeMore, 2);
      };
      writeMore();
    });
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('too_large');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedEarly).toBe(true);
    expect(written).toBeLessThan(100_000);
  });

  it('counts the cap on the decompressed body', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024, 0));
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      response.end(bomb);
    });
    expect(bomb.length).toBeLessThan(limits.maxBytes);
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('too_large');
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['br', zlib.brotliCompressSync],
    ['deflate', zlib.deflateSync],
  ] as const)('decompresses %s', async (encoding, compress) => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
      response.end(compress(Buffer.from('{"title":"caf\u00e9"}')));
    });
    const answer = await safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey], accept: ['application/json'] });
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ title: 'caf\u00e9' });
    expect(server.requests[0]!.headers['accept-encoding']).toContain(encoding);
  });

  it('times out on a server that sends headers and then stalls', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
    });
    const startedAt = Date.now();
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, timeoutMs: 300, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it('times out on a server that never answers', async () => {
    const server = await startServer(() => undefined);
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, timeoutMs: 200, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('timeout');
  });

  it('refuses a content type the caller did not accept', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end('binary');
    });
    const error = await failureOf(safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey], accept: ['image/', 'video/'] }));
    expect(error.kind).toBe('content_type');
    const accepted = await safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey], accept: ['image/', 'application/octet-stream'] });
    expect(accepted.body.toString()).toBe('binary');
  });

  it('gives up after too many redirects', async () => {
    const server = await startServer((request, response) => {
      const step = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('step') ?? '0');
      redirectTo(`/next?step=${step + 1}`)(request, response);
    });
    const error = await failureOf(safeFetch(`${server.origin}/next?step=0`, { ...limits, allowHosts: [server.hostKey], maxRedirects: 3 }));
    expect(error.kind).toBe('too_many_redirects');
    // The first request and three redirects followed; the fourth is refused.
    expect(server.requests).toHaveLength(4);
  });

  it('stops at a redirect loop', async () => {
    const server = await startServer((request, response) => redirectTo(request.url === '/a' ? '/b' : '/a')(request, response));
    const error = await failureOf(safeFetch(`${server.origin}/a`, { ...limits, allowHosts: [server.hostKey] }));
    expect(error.kind).toBe('too_many_redirects');
    expect(error.message).toContain('loop');
    expect(server.requests.map((request) => request.url)).toEqual(['/a', '/b']);
  });

  it('drops credential headers when a redirect changes origin', async () => {
    const target = await startServer((_request, response) => response.end('ok'));
    const server = await startServer(redirectTo(`${target.origin}/`));
    await safeFetch(`${server.origin}/`, { ...limits, allowHosts: [server.hostKey, target.hostKey], headers: { Authorization: 'Bearer abc', 'X-Goog-FieldMask': 'id' } });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer abc');
    expect(target.requests[0]!.headers.authorization).toBeUndefined();
    expect(target.requests[0]!.headers['x-goog-fieldmask']).toBe('id');
  });

  it('reports a refused connection as a network error', async () => {
    const server = await startServer(() => undefined);
    const port = server.port;
    await new Promise<void>((resolve) => openServers.pop()!.close(() => resolve()));
    const error = await failureOf(safeFetch(`http://127.0.0.1:${port}/`, { ...limits, allowHosts: [`127.0.0.1:${port}`] }));
    expect(error.kind).toBe('network');
  });
});

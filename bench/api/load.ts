// The load driver: N concurrent clients on keep-alive connections, each sending its next request as
// soon as the last one answered, for a fixed time after a warm-up. Used the same way against the
// real server and against the floor, so the two are measured alike.
import http from 'node:http';

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with query string. */
  path: string;
  /** JSON body for POST. */
  body?: unknown;
  /** Added to the run's headers for this request alone (another member's token, say). */
  headers?: Record<string, string>;
}

export interface LoadOptions {
  port: number;
  host?: string;
  headers: Record<string, string>;
  /** Sent round-robin, each client starting at a different one. */
  requests: RequestSpec[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Named CPU-seconds counters (server, database) read when measuring starts and ends. */
  cpuCounters?: Record<string, () => number>;
  /**
   * Start the clients evenly apart in the request list instead of at neighbouring requests, so that
   * one-off requests (saves of different links) are not each sent by every client in turn.
   */
  spread?: boolean;
  /** Told of every measured answer, failed or not: for figures the result does not keep (per-status counts, say). */
  onAnswer?: (answer: { variant: number; status: number; error?: string; ms: number }) => void;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Status codes or error names of failures, with counts. */
  errorKinds: Record<string, number>;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanBytes: number;
  /** CPU milliseconds per answered request, per counter, plus the load driver's own ("client"). */
  cpuMsPerRequest: Record<string, number>;
  /** Latency of each request variant (path, and body when there is one). */
  variants: { request: string; requests: number; p50Ms: number; p99Ms: number }[];
}

interface PreparedRequest {
  method: string;
  path: string;
  headers: Record<string, string | number>;
  body: Buffer | undefined;
}

function prepare(spec: RequestSpec, runHeaders: Record<string, string>): PreparedRequest {
  const body = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  const headers = { ...runHeaders, ...spec.headers };
  return {
    method: spec.method,
    path: spec.path,
    headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': body.length } : headers,
    body,
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

interface Outcome {
  status: number;
  bytes: number;
  error?: string;
}

function send(agent: http.Agent, host: string, port: number, request: PreparedRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = http.request({ agent, host, port, method: request.method, path: request.path, headers: request.headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', (error) => resolve({ status: 0, bytes, error: error.name }));
    });
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, bytes: 0, error: error.code ?? error.name }));
    outgoing.end(request.body);
  });
}

function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

const round = (value: number, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const host = options.host ?? '127.0.0.1';
  const prepared = options.requests.map((spec) => prepare(spec, options.headers));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency, maxFreeSockets: options.concurrency });
  const latencies: number[] = [];
  const variantLatencies: number[][] = prepared.map(() => []);
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;

  const startedAt = performance.now();
  const measureFrom = startedAt + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;

  const counters: Record<string, () => number> = { client: ownCpuSeconds, ...options.cpuCounters };
  const readCounters = () => Object.fromEntries(Object.entries(counters).map(([name, read]) => [name, read()]));
  let cpuAtStart: Record<string, number> = {};
  let cpuAtEnd: Record<string, number> = {};
  const startTimer = setTimeout(() => (cpuAtStart = readCounters()), options.warmupMs);
  const endTimer = setTimeout(() => (cpuAtEnd = readCounters()), options.warmupMs + options.durationMs);

  async function client(index: number): Promise<void> {
    let next = (options.spread ? Math.floor((index * prepared.length) / options.concurrency) : index) % prepared.length;
    // Bounded by time: no request starts after stopAt, and each has the socket's own timeout.
    while (performance.now() < stopAt) {
      const variant = next;
      const request = prepared[variant]!;
      next = (next + 1) % prepared.length;
      const sent = performance.now();
      const outcome = await send(agent, host, options.port, request);
      const answered = performance.now();
      if (sent < measureFrom || answered > stopAt) continue;
      options.onAnswer?.({ variant, status: outcome.status, ...(outcome.error ? { error: outcome.error } : {}), ms: answered - sent });
      const failed = outcome.error !== undefined || outcome.status < 200 || outcome.status >= 300;
      if (failed) {
        errors += 1;
        const kind = outcome.error ?? String(outcome.status);
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        // A refused connection answers in microseconds: do not let it spin the loop.
        if (outcome.error) await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      latencies.push(answered - sent);
      variantLatencies[variant]!.push(answered - sent);
      bytes += outcome.bytes;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => client(index)));
  agent.destroy();
  clearTimeout(startTimer);
  clearTimeout(endTimer);

  const sorted = Float64Array.from(latencies).sort();
  const seconds = options.durationMs / 1000;
  return {
    requests: sorted.length,
    errors,
    errorKinds,
    seconds,
    requestsPerSecond: round(sorted.length / seconds, 1),
    p50Ms: round(percentile(sorted, 0.5)),
    p90Ms: round(percentile(sorted, 0.9)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.length ? sorted[sorted.length - 1]! : Number.NaN),
    meanBytes: sorted.length ? Math.round(bytes / sorted.length) : 0,
    variants: options.requests.map((spec, variant) => {
      const variantSorted = Float64Array.from(variantLatencies[variant]!).sort();
      return {
        request: spec.body === undefined ? spec.path : `${spec.path} ${JSON.stringify(spec.body)}`,
        requests: variantSorted.length,
        p50Ms: round(percentile(variantSorted, 0.5)),
        p99Ms: round(percentile(variantSorted, 0.99)),
      };
    }),
    cpuMsPerRequest: Object.fromEntries(
      Object.keys(counters).map((name) => [name, sorted.length && cpuAtEnd[name] !== undefined ? round((((cpuAtEnd[name] ?? 0) - (cpuAtStart[name] ?? 0)) * 1000) / sorted.length, 3) : Number.NaN]),
    ),
  };
}

export interface CapturedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** One request with its full answer: what the floor server replays. */
export function capture(port: number, spec: RequestSpec, headers: Record<string, string>, host = '127.0.0.1'): Promise<CapturedResponse> {
  const request = prepare(spec, headers);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host, port, method: request.method, path: request.path, headers: request.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const responseHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) responseHeaders[name] = value;
        }
        resolve({ status: response.statusCode ?? 0, headers: responseHeaders, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`${spec.method} ${spec.path}: no answer in 60 s`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

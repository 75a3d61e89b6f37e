// Cache Storage in memory (jsdom has none): caches by name, entries by address in the order they
// were put, as the browser keeps them. Enough of the API for the offline keeping code and its tests.

function addressOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return new URL(request, 'http://localhost').href;
  if (request instanceof URL) return request.href;
  return new URL(request.url, 'http://localhost').href;
}

export class MemoryCache {
  readonly entries = new Map<string, { body: string; init: ResponseInit }>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const address = addressOf(request);
    const body = await response.text();
    this.entries.delete(address);
    this.entries.set(address, { body, init: { status: response.status, headers: Object.fromEntries(response.headers) } });
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(addressOf(request));
    return entry ? new Response(entry.body, entry.init) : undefined;
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(addressOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((address) => new Request(address));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache as unknown as Cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  /** Every address held, cache by cache: what a test checks is gone. */
  addresses(): string[] {
    return [...this.caches.entries()].flatMap(([name, cache]) => [...cache.entries.keys()].map((address) => `${name} ${address}`));
  }
}

// GET responses kept for a short time (spec section 9: 60 s) so screens that mount together or
// remount quickly share one call.

export interface ResponseCache {
  /** The cached value wrapped, so a cached `undefined` (an empty body) still counts as a hit. */
  get(scope: string, path: string): { value: unknown } | undefined;
  set(scope: string, path: string, value: unknown): void;
  /** Drops every entry, of every scope, whose path starts with `pathPrefix`. */
  invalidate(pathPrefix: string): void;
  clear(): void;
}

interface Entry {
  path: string;
  value: unknown;
  expiresAt: number;
}

/**
 * `scope` is who asked (a member's id, or visitors), so one member never reads another's
 * responses even if a sign-out somehow left entries behind.
 */
export function createResponseCache(ttlMs: number, now: () => number): ResponseCache {
  const entries = new Map<string, Entry>();
  // A separator that cannot appear in a path keeps 'a' + 'b/c' and 'a/b' + 'c' apart.
  const keyOf = (scope: string, path: string) => `${scope}\n${path}`;

  return {
    get(scope, path) {
      const key = keyOf(scope, path);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return { value: entry.value };
    },
    set(scope, path, value) {
      entries.set(keyOf(scope, path), { path, value, expiresAt: now() + ttlMs });
    },
    invalidate(pathPrefix) {
      for (const [key, entry] of entries) {
        if (entry.path.startsWith(pathPrefix)) entries.delete(key);
      }
    },
    clear() {
      entries.clear();
    },
  };
}

// A store for @fastify/rate-limit (the per-address limit of the sign-in, invite, waitlist and
// feedback calls) that counts in PostgreSQL through the limits service, so every API process
// shares one count instead of each keeping its own in memory.
import type { LimitsService } from './limits.service';

import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes a child at run time: the route's merged limit options, with the route itself as routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The store class @fastify/rate-limit instantiates (`store` option); each route gets a child with its own counts. */
export function postgresRateLimitStore(limits: Pick<LimitsService, 'hit'>) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the root store with its options; children are made with their route's name. */
    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'all';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      limits.hit(`address:${this.scope}:${key}`, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: Math.max(0, count.resetsAt.getTime() - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): PostgresRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new PostgresRateLimitStore(`${method} ${route?.url ?? ''}`);
    }
  };
}

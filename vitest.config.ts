import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

// Vitest 5's reporter groups failed attempts with Map.groupBy, which Node 20 lacks (it came in
// Node 21): without this, a failing run crashes while printing its failures instead of showing them.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

// One run covers every package; e2e/ is Playwright's and is never collected here.
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fixtures',
          root: 'packages/fixtures',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One test walks every corpus post's pages and media over HTTP (a few hundred requests):
          // about 2 s on an idle machine, past vitest's default 5 s on a busy one.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'dev/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share one module graph: loading the server's modules again for
          // every file was about 40% of the project's CPU (measured: 500 -> 280 s on PGlite, the
          // PostgreSQL run 200 -> 115 s). Every file makes its own app, database and servers, and
          // the server's module-level state is constants and statement texts bound to no
          // database; the suite passes with its files in shuffled orders. A worker's memory grows
          // by about 10 MB a file (2 GB at the end of a run here).
          isolate: false,
        },
      },
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // Linting probes loads the whole ESLint configuration and walks imports for cycles.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'extension',
          root: 'apps/extension',
          include: ['src/**/*.test.ts'],
          // popup-view.test.ts asks for jsdom itself; the rest is plain logic.
          environment: 'node',
        },
      },
      // The web projects keep their config beside their React plugin: 'web', whose files share one
      // module graph per worker, and 'web-isolated' for the files that cannot.
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One run covers every package; e2e/ is Playwright's and is never collected here.
export default defineConfig({
  test: {
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
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The web project keeps its own config beside its React plugin.
      'apps/web/vitest.config.ts',
    ],
  },
});

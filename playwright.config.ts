import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/helpers/chromium';
import { E2E_INSTAGRAM } from './e2e/helpers/instagram';
import { e2eBaseUrl, e2eMailbox, e2ePort, e2eServerLog } from './e2e/helpers/server';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One server with one database: specs run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: e2eBaseUrl,
    screenshot: 'only-on-failure',
    // A trace is recorded for every test and kept only for a failed one. Recording costs about a
    // quarter of the browser's CPU (its screencast most), which on a two-core CI machine is taken
    // from the stages running beside e2e; a CI run is read from its log, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    video: 'off',
  },
  projects: [
    // The server starts with no accounts: this walks the printed one-time link to create the first.
    {
      name: 'first-account',
      testMatch: 'first-account.setup.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    {
      name: 'chromium',
      testMatch: '**/*.spec.ts',
      dependencies: ['first-account'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    // Makes a fresh data dir, creates the e2e member, then `npm start` (builds web, starts server).
    command: 'bash scripts/e2e-server.sh',
    url: `${e2eBaseUrl}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM first so the script can remove its temp data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      STASH_PUBLIC_URL: e2eBaseUrl,
      STASH_E2E_LOG: e2eServerLog,
      // Saving by Instagram message: deliveries signed with this secret (e2e/helpers/instagram.ts); replies are only logged.
      STASH_IG_APP_SECRET: E2E_INSTAGRAM.appSecret,
      STASH_IG_VERIFY_TOKEN: E2E_INSTAGRAM.verifyToken,
      STASH_IG_HANDLE: E2E_INSTAGRAM.handle,
      STASH_E2E_MAILBOX: e2eMailbox,
    },
  },
});

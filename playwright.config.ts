import { defineConfig, devices } from '@playwright/test';
import { e2eMember } from './e2e/helpers/accounts';
import { e2eBaseUrl, e2ePort } from './e2e/helpers/server';

// Debian's Chromium; Playwright never downloads a browser for this repository.
const chromiumPath = process.env.STASH_CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
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
    trace: 'retain-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
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
      STASH_E2E_EMAIL: e2eMember.email,
      STASH_E2E_PASSWORD: e2eMember.password,
      STASH_E2E_NAME: e2eMember.name,
    },
  },
});

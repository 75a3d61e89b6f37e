import fs from 'node:fs';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_WORKERS } from '../../vitest.workers.ts';

/**
 * Test files that replace a module with vi.mock, or use the app's one API client (whose session
 * lives as long as its module). Where files share one module graph, a replaced module stays
 * replaced and a session stays signed in for the files after them, so these run isolated
 * (vitest.isolated.config.ts).
 */
function filesNeedingIsolation(): string[] {
  const sourceRoot = path.join(import.meta.dirname, 'src');
  return fs
    .readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.mock\(|\bapiClient\b/.test(fs.readFileSync(path.join(sourceRoot, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

const needingIsolation = filesNeedingIsolation();

function webProject(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      ...files,
      isolate,
      maxWorkers: TEST_WORKERS,
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      // Well above test-setup's 5 s wait for a screen, so a missing one fails with Testing Library's
      // report: a long journey (manage-page's delete and undo) passed 15 s in CI, with these files
      // running beside the server's and the browser tests on two cores.
      testTimeout: 30_000,
    },
  });
}

// Most of a web test file's cost is loading jsdom, React, the router and the query client again,
// not its tests (measured: about 300 s of CPU for 80 s of tests). So the files that render and
// stub fetch share one module graph per worker: test-setup unmounts after every test, and each
// file makes its own query client.
export default webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: needingIsolation }, false);

export const isolatedWebProject = webProject('web-isolated', { include: needingIsolation }, true);

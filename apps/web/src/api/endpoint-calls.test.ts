// Every API call of the web app goes through the shared endpoint definitions (client.call or
// client.send), never a hand-written path: this scans the app's source for the path-based methods.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('makes no API call by path outside the API client itself', () => {
  const byPath = /\bclient\.(get|post|put|delete)\(/;
  const offenders = sourceFiles(sourceRoot)
    .filter((file) => !file.endsWith(path.join('api', 'api-client.ts')))
    .filter((file) => byPath.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(sourceRoot, file));
  expect(offenders).toEqual([]);
  // The scan itself must see the app's calls: the posts module is one of them.
  expect(fs.readFileSync(path.join(sourceRoot, 'api', 'posts.ts'), 'utf8')).toMatch(/client\.call\(endpoints\.postsList/);
});

// Test helpers: the hand-made export fixtures, and zips of them made at test time with yazl.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import type { ExportEntry, ExportedLink, OpenedExport } from './export-entry.js';

export const IMPORT_FIXTURES = fileURLToPath(new URL('../../../../../../packages/fixtures/imports/', import.meta.url));

export const fixturePath = (name: string) => path.join(IMPORT_FIXTURES, name);

export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stash-export-files-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes a zip of (path inside the zip -> contents) with yazl, as the platforms' exports are. */
export async function writeZip(file: string, contents: Record<string, string | Buffer>, options: { store?: boolean } = {}): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(contents)) {
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, name, { compress: !options.store });
  }
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(file)).on('close', resolve).on('error', reject);
  });
  return file;
}

export async function fixtureText(name: string): Promise<string> {
  return readFile(fixturePath(name), 'utf8');
}

export async function writeFileIn(dir: string, name: string, data: string | Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

export async function readAll(opened: OpenedExport): Promise<ExportEntry[]> {
  const entries: ExportEntry[] = [];
  for await (const entry of opened.entries()) entries.push(entry);
  return entries;
}

export const linksOf = (entries: ExportEntry[]): ExportedLink[] => entries.flatMap((entry) => (entry.kind === 'link' ? [entry.link] : []));
export const urlsOf = (entries: ExportEntry[]) => linksOf(entries).map((link) => link.url);
export const skippedOf = (entries: ExportEntry[]) => entries.filter((entry) => entry.kind === 'skipped');

// bench/web-bundle: what a browser downloads for the signed-in shell, against DESIGN.md's budget of
// 200 KB of JavaScript gzipped, and the lazy chunk of every screen. Builds the web app exactly as
// `npm start` does (Vite, production mode) into a temp dir with a manifest, then walks the
// manifest: the entry and everything it imports statically load at once; each dynamic import is a
// chunk loaded when its screen opens.
//
//   npm run bench:web
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_BYTES = 200 * 1024;
const webRoot = path.resolve(import.meta.dirname, '../../apps/web');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and every chunk it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-web-bundle-'));
  try {
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const gzipped = new Map<string, number>();
    const sizeOf = (key: string) => {
      const file = manifest[key]!.file;
      if (!file.endsWith('.js')) return 0;
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(fs.readFileSync(path.join(outDir, file))).length);
      return gzipped.get(file)!;
    };

    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entry) throw new Error('the build manifest names no entry chunk');
    const initial = staticClosure(manifest, entry);
    const initialBytes = [...initial].reduce((sum, key) => sum + sizeOf(key), 0);

    console.log('bench/web-bundle: JavaScript a browser downloads, gzipped');
    console.log(`\nsigned-in shell (${entry} and its static imports, ${initial.size} chunks): ${kb(initialBytes)}`);
    for (const key of [...initial].sort((a, b) => sizeOf(b) - sizeOf(a))) console.log(`  ${kb(sizeOf(key)).padStart(9)}  ${manifest[key]!.src ?? key}`);

    // A screen's cost when it opens: its chunk and the static imports the shell does not already hold.
    const screens = Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry)
      .map((key) => {
        const extra = [...staticClosure(manifest, key)].filter((chunk) => !initial.has(chunk));
        return { key, bytes: extra.reduce((sum, chunk) => sum + sizeOf(chunk), 0), chunks: extra.length };
      })
      .sort((a, b) => b.bytes - a.bytes);
    console.log(`\nlazy chunks (${screens.length}), each with the imports the shell does not already load:`);
    for (const screen of screens) console.log(`  ${kb(screen.bytes).padStart(9)}  ${screen.key}${screen.chunks > 1 ? ` (+${screen.chunks - 1} shared)` : ''}`);

    const ratio = initialBytes / BUDGET_BYTES;
    console.log(`\nverdict: shell ${kb(initialBytes)} of a ${kb(BUDGET_BYTES)} budget, ratio ${ratio.toFixed(2)}: ${ratio <= 1 ? 'PASS' : 'FAIL'}`);
    if (ratio > 1) process.exitCode = 1;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

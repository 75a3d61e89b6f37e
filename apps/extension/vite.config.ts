// Builds the extension into dist/, ready for chrome://extensions 'Load unpacked': popup.html with
// its script, background.js (the service worker, an ES module), the icons from public/ and
// manifest.json from src/manifest.ts.
//
// Environment read at build time:
//   STASH_API_KEY     the x-api-key the server accepts (default: the product's, as in the web build)
//   STASH_PUBLIC_URL  the Stash server this build is for: the sign-in form's default address, and
//                     a host permission so signing in to it asks nothing (default http://localhost:8080)
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { extensionManifest } from './src/manifest';
import { hostPermissionFor, parseServerAddress } from './src/server-address';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// Vite only hands VITE_* variables to the code; mirror the names the server and web build use.
if (process.env.STASH_API_KEY && !process.env.VITE_STASH_API_KEY) process.env.VITE_STASH_API_KEY = process.env.STASH_API_KEY;
const publicServer = process.env.STASH_PUBLIC_URL ? parseServerAddress(process.env.STASH_PUBLIC_URL) : null;
if (publicServer?.ok && !process.env.VITE_STASH_SERVER) process.env.VITE_STASH_SERVER = publicServer.origin;

function manifest(): Plugin {
  return {
    name: 'stash-extension-manifest',
    generateBundle() {
      const serverPatterns = publicServer?.ok ? [hostPermissionFor(publicServer.origin)] : [];
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(extensionManifest({ version, serverPatterns }), null, 2)}\n` });
    },
  };
}

export default defineConfig({
  // Extension pages load their files relative to the extension's root.
  base: './',
  plugins: [manifest()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'chrome120',
    // Chrome runs module scripts natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { popup: 'popup.html', background: 'src/background.ts' },
      output: {
        // Fixed names: the manifest points at background.js.
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The server and the web build share one API key name (STASH_API_KEY). Vite only exposes VITE_*
// variables to the client, so mirror it before Vite reads the environment. The key is a public
// client identifier sent with every request, not a secret.
if (process.env.STASH_API_KEY && !process.env.VITE_STASH_API_KEY) {
  process.env.VITE_STASH_API_KEY = process.env.STASH_API_KEY;
}

// The web app manifest (served as /manifest.webmanifest): what makes Stash installable, and the
// share target that puts Stash in the phone's and the desktop browser's Share menu.
const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Stash',
  short_name: 'Stash',
  description: 'Stash keeps the links you save from Instagram, TikTok and X, organised into places, events and ideas you can act on.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  // A manifest takes one colour; index.html's theme-color metas give light and dark their own.
  theme_color: '#faf8f5',
  background_color: '#faf8f5',
  categories: ['lifestyle', 'productivity', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // 'Share -> Stash': the browser opens /share?title=&text=&url=. Android apps usually put the
  // link in `text`, so the screen looks in all three. A GET sends no body; the enctype is the one
  // Chromium's manifest check asks to see named all the same.
  share_target: {
    action: '/share',
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  },
  shortcuts: [
    { name: 'Feed', url: '/posts', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Search', url: '/search', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app: the manifest (linked from index.html by the plugin) and the service
    // worker, our own (src/app/pwa/sw.ts) with the built files' list injected. The app registers
    // it itself (src/app/pwa/register-service-worker.ts), after the page has loaded.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already lists the icons.
      includeManifestIcons: false,
      manifest: webAppManifest,
      injectManifest: {
        // The shell and every screen's chunk, so any screen opens offline; plus the icons.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // A classic script: every browser that runs service workers runs it.
        rollupFormat: 'iife',
      },
    }),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The server and the web build share one API key name (STASH_API_KEY). Vite only exposes VITE_*
// variables to the client, so mirror it before Vite reads the environment. The key is a public
// client identifier sent with every request, not a secret.
if (process.env.STASH_API_KEY && !process.env.VITE_STASH_API_KEY) {
  process.env.VITE_STASH_API_KEY = process.env.STASH_API_KEY;
}

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

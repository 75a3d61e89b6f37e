// The production build of the server (`npm run build`): src/main.ts and the extraction thread's
// entry, bundled as ES modules into dist/ and run with plain node. Packages from node_modules stay
// outside the bundle (imported at run time); @stash/shared is TypeScript source, so it is bundled.
// Files read at run time (the migrations in drizzle/, the web app's build) are found from the
// package root (src/server-files.ts), which dist/ and src/ share.
import { defineConfig } from 'tsup';
import { EXTRACT_THREAD_ENTRY } from './src/ingest/extract/threads/thread-files';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    [EXTRACT_THREAD_ENTRY]: 'src/ingest/extract/threads/extract-thread.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Shared code of the two entries goes to chunks beside them, so each thread loads only its part.
  splitting: true,
  sourcemap: true,
  clean: true,
  noExternal: ['@stash/shared'],
});

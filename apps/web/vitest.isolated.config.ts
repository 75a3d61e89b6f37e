// The web test files that replace modules or use the app's one API client, each in a module graph
// of its own (see vitest.config.ts).
export { isolatedWebProject as default } from './vitest.config.ts';

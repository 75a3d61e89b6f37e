import path from 'node:path';

// Where the end-to-end server listens. STASH_E2E_PORT moves it when 18080 is taken on a machine.
export const e2ePort = Number(process.env.STASH_E2E_PORT ?? 18080);

export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/**
 * The server's output (scripts/e2e-server.sh writes it): the first-run link and mailed links appear
 * here. STASH_E2E_LOG moves it, so two runs on one machine (with different ports) keep apart.
 */
export const e2eServerLog = process.env.STASH_E2E_LOG
  ? path.resolve(process.env.STASH_E2E_LOG)
  : path.resolve(import.meta.dirname, '../../test-results/e2e-server.log');

import path from 'node:path';

// Where the end-to-end server listens. STASH_E2E_PORT moves it when 18080 is taken on a machine.
export const e2ePort = Number(process.env.STASH_E2E_PORT ?? 18080);

export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/**
 * The server's output (scripts/e2e-server.sh writes it): the first-run link appears here, and the
 * request log lines. STASH_E2E_LOG moves it, so two runs on one machine (with different ports) keep apart.
 */
export const e2eServerLog = process.env.STASH_E2E_LOG
  ? path.resolve(process.env.STASH_E2E_LOG)
  : path.resolve(import.meta.dirname, '../../test-results/e2e-server.log');

/**
 * The mailbox: the server sends its mail over SMTP to a local catcher (packages/fixtures
 * mailbox-server.ts), which appends each message here as one JSON line (helpers/mailbox.ts reads it).
 * STASH_E2E_MAILBOX moves it, like the log.
 */
export const e2eMailbox = process.env.STASH_E2E_MAILBOX
  ? path.resolve(process.env.STASH_E2E_MAILBOX)
  : path.resolve(import.meta.dirname, '../../test-results/e2e-mailbox.jsonl');

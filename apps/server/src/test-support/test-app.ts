// The real app on a real (fresh) database, for integration tests through HTTP injection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_API_KEY } from '@stash/shared';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { createIngestQueues } from '../ingest/ingest-queue';
import { startQueue, stopQueue, type Queue } from '../queue/queue';
import type { OutgoingEmail } from '../providers/mailer/mailer';
import { createTestDatabase } from './test-database';

export interface SentMail {
  to: string;
  subject: string;
  link?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  signingSecret: Uint8Array;
  /** Emails the app sent, read back from what the log mailer wrote. */
  sentMail: SentMail[];
  /** The job queue, when the app was built with one (`{ queue: true }`); its ingestion queues exist. */
  queue: Queue | undefined;
  /** An API call with the client's x-api-key, a JSON body and an optional bearer token. */
  call(method: InjectOptions['method'], url: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; remoteAddress?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The integration tests' configuration: files in `dataDir`, no web app, every answer checked. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    STASH_DATA_DIR: dataDir,
    STASH_PUBLIC_URL: 'http://stash.test',
    STASH_WEB_DIST: path.join(dataDir, 'no-web-app'),
    STASH_AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Every answer of the integration tests is checked key for key against its schema.
    STASH_CHECK_RESPONSES: 'strict',
    ...env,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { queue?: boolean; logStream?: NodeJS.WritableStream; configuredMailer?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-test-'));
  const config = testConfig(dataDir, env);
  const database = await createTestDatabase();
  let queue: Queue | undefined;
  if (options.queue) {
    queue = await startQueue(database, (error) => console.error('queue error in a test:', error), { jobTimeoutSeconds: config.ingest.jobTimeoutSeconds });
    await createIngestQueues(queue, config.ingest);
  }
  const sentMail: SentMail[] = [];
  const signingSecret = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const app = await buildApp({
    config,
    database,
    signingSecret,
    // The mail the app sends, kept for the test to read (links included), unless the test runs the
    // mailer the configuration names (an SMTP server of its own).
    ...(options.configuredMailer ? {} : { mailer: { send: async (email: OutgoingEmail) => void sentMail.push({ to: email.to, subject: email.subject, link: email.link }) } }),
    // The app's own logger (its serializers included) when a test reads the log; silent otherwise.
    ...(options.logStream ? { logStream: options.logStream } : { logger: pino({ level: 'silent' }) }),
    queue,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    signingSecret,
    sentMail,
    queue,
    call(method, url, options = {}) {
      const headers: Record<string, string> = { 'x-api-key': DEFAULT_API_KEY, ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return app.inject({
        method,
        url,
        headers,
        ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
        ...(options.body !== undefined && { payload: options.body as InjectOptions['payload'] }),
      });
    },
    async close() {
      await app.close();
      if (queue) await stopQueue(queue);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

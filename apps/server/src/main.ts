// Starts Stash: configuration -> database and migrations -> queue -> HTTP server -> ingestion workers.
import fs from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { holdEmbeddedDatabase } from './db/embedded-lock';
import { buildApp } from './app';
import { loadSigningSecret } from './modules/auth/access-tokens';
import { startQueue, stopQueue } from './queue/queue';
import { registerSystemJobs } from './queue/system-jobs';
import { createIngestDependencies } from './ingest/ingest-setup';
import { startIngestWorkers } from './ingest/ingest-worker';

const config = loadConfig();
const releaseLock = config.databaseUrl ? () => undefined : holdEmbeddedDatabase(config.dataDir);
const database = await openDatabase(config);
let queueErrorLog: (error: Error) => void = (error) => console.error('queue error:', error.message);
const queue = await startQueue(database, (error) => queueErrorLog(error), { jobTimeoutSeconds: config.ingest.jobTimeoutSeconds });
const app = await buildApp({ config, database, queue, signingSecret: loadSigningSecret(config.jwtSecret, config.dataDir) });
queueErrorLog = (error) => app.log.error({ err: error }, 'queue error');
// Hourly: old sign-in records, and shares from unknown Instagram accounts kept longer than 7 days.
await registerSystemJobs(queue, {
  purgeExpired: async () => ({ ...(await app.services.auth.purgeExpired()), ...(await app.services.instagram.purgeExpired()) }),
});
await startIngestWorkers(createIngestDependencies({ config, database, queue, log: app.log.child({ module: 'ingest' }), embeddings: app.services.embeddings }));
await app.services.instagram.startWorkers(config.ingest.pollSeconds);
await app.services.imports.startWorkers(config.ingest.pollSeconds);

if (!config.webDist || !fs.existsSync(config.webDist)) {
  app.log.warn('The web app is not built (npm run build); serving the API only.');
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`Stash is running on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

const firstRunLink = await app.services.claim.firstRunInvite();
if (firstRunLink) {
  // Printed, not logged: it is meant for the person who just started the server.
  console.log(`\n  No accounts yet. Open this one-time link to create the first (admin) account:\n\n    ${firstRunLink}\n`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await stopQueue(queue);
  await database.close();
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

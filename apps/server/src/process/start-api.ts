// The HTTP role: the API (and the built web app) on the configured port. It sends jobs but takes
// none, so it makes sure the queues it sends to exist even before any worker process has started.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createIngestQueues } from '../ingest/ingest-queue';
import type { Runtime } from './open-runtime';

export async function startApi(runtime: Runtime, app: FastifyInstance): Promise<void> {
  const { config, database, queue } = runtime;
  await createIngestQueues(queue, config.ingest);
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
}

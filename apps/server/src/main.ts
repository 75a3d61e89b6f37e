// Starts Stash: configuration -> database, migrations and queue -> the parts this process's role
// runs (STASH_ROLE: the queue workers, the HTTP API, or both) -> stops cleanly on SIGTERM/SIGINT.
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { loadSigningSecret } from './modules/auth/access-tokens';
import { openRuntime } from './process/open-runtime';
import { MediaStorageUnavailableError } from './providers/storage/media-storage';
import { startApi } from './process/start-api';
import { startWorkers } from './process/start-workers';
import { stopOnSignals, type RunningServer } from './process/shutdown';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: the message says what, no stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = configOrExit();
const runtime = await openRuntime(config);
const app = await buildApp({ config, database: runtime.database, queue: runtime.queue, signingSecret: loadSigningSecret(config.jwtSecret, config.dataDir) }).catch((error: unknown) => {
  // A media store that cannot be used is a setting to fix, like a configuration mistake: its message, no stack trace.
  if (!(error instanceof MediaStorageUnavailableError)) throw error;
  console.error(error.message);
  process.exit(1);
});
runtime.logQueueErrorsTo(app.log);

const { role } = config.process;
const server: RunningServer = { runtime, app, listening: role !== 'worker', workers: undefined };
const starting = (async () => {
  if (role !== 'api') server.workers = await startWorkers(runtime, app);
  if (server.listening) await startApi(runtime, app);
  else await app.ready();
})();
// Listened for from the start: a signal during start-up stops the server once it has started.
stopOnSignals(server, starting);
await starting;

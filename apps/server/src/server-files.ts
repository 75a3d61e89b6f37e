// Where the server's own files are on disk (migrations, the built web app), found the same way
// whether the code runs from its sources (src/..., through tsx or vitest) or from the compiled
// bundle (dist/*.js, where every module shares the bundle's directory).
import fs from 'node:fs';
import path from 'node:path';

const SERVER_PACKAGE_NAME = '@stash/server';

/** The nearest directory above `start` holding the server's package.json. */
export function findServerRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === SERVER_PACKAGE_NAME) {
      return directory;
    }
    if (path.dirname(directory) === directory) throw new Error(`No ${SERVER_PACKAGE_NAME} package.json above ${start}.`);
  }
}

/** apps/server. */
export const SERVER_ROOT = findServerRoot(import.meta.dirname);
/** The database migrations (drizzle-kit's output). */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** The web app's build (npm run build), served beside the API. */
export const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

// The Dockerfile, .dockerignore and compose.yaml cannot be built or run here (no container runtime,
// and hadolint is packaged neither by Debian nor by npm): these structural checks stand in for a
// linter. Each rule is also shown failing on a broken copy, so a check that stopped looking would
// be seen.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '@stash/shared';
import { MIGRATIONS_FOLDER, SERVER_ROOT, WEB_DIST } from '../apps/server/src/server-files';
import { processSettingsSchema } from '../apps/server/src/process/process-settings';
import { composeProblems, dockerfileProblems, dockerignoreProblems, durationSeconds, type ComposeExpectations, type DockerfileExpectations } from './container-checks';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The script `npm start` runs in the server package (`node ... dist/main.js`). */
function serverEntryScript(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const script = manifest.scripts.start?.split(/\s+/).at(-1);
  if (!script) throw new Error('the server package has no start script');
  return fromRoot(path.join(SERVER_ROOT, script));
}

const dockerExpectations = (): DockerfileExpectations => {
  const entryScript = serverEntryScript();
  return {
    workspaces: (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces,
    runtimeFolders: [path.posix.dirname(entryScript), fromRoot(MIGRATIONS_FOLDER), fromRoot(WEB_DIST)],
    entryScript,
  };
};

const composeExpectations: ComposeExpectations = {
  roles: { api: 'api', worker: 'worker' },
  publicApiKey: DEFAULT_API_KEY,
  defaultShutdownSeconds: processSettingsSchema.STASH_SHUTDOWN_SECONDS.parse(undefined),
  requiredSecrets: ['POSTGRES_PASSWORD', 'STASH_JWT_SECRET'],
  containerPort: '8080',
};

/** compose.yaml with its anchors and `<<` merges resolved, as compose reads it. */
const parseCompose = (text: string): unknown => parse(text, { merge: true });

describe('Dockerfile', () => {
  let dockerfile: string;
  let expected: DockerfileExpectations;
  beforeAll(() => {
    dockerfile = read('Dockerfile');
    expected = dockerExpectations();
  });

  it('keeps every rule', () => {
    expect(expected.runtimeFolders).toEqual(['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist']);
    expect(dockerfileProblems(dockerfile, expected)).toEqual([]);
  });

  it('runs the image the compose file and the README describe', () => {
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
    expect(dockerfile).toMatch(/STASH_DATA_DIR=\/data/);
    // The web app is built with the key the server is given by default.
    expect(dockerfile).toContain(`ARG STASH_API_KEY=${DEFAULT_API_KEY}\n`);
  });

  const broken: [string, (text: string) => string, RegExp][] = [
    ['an unpinned base image', (text) => text.replace(/FROM node:\S+ AS base/, 'FROM node AS base'), /FROM node is not pinned/],
    ['the latest tag', (text) => text.replace(/FROM node:\S+ AS base/, 'FROM node:latest AS base'), /not pinned/],
    ['one stage', (text) => `FROM node:20.20.2-bookworm-slim\n${text.replace(/^FROM .*$/gm, '')}`, /at least two FROM stages/],
    ['no USER', (text) => text.replace(/^USER node$/m, ''), /unprivileged USER/],
    ['USER root', (text) => text.replace(/^USER node$/m, 'USER root'), /unprivileged USER/],
    ['USER after CMD', (text) => `${text.replace(/^USER node$/m, '')}USER node\n`, /USER comes after CMD/],
    ['a shell-form CMD', (text) => text.replace(/^CMD \[.*\]$/m, 'CMD node apps/server/dist/main.js'), /shell form/],
    ['another entry', (text) => text.replace('"apps/server/dist/main.js"]', '"apps/server/src/main.ts"]'), /not the server's built entry/],
    ['no HEALTHCHECK', (text) => text.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, ''), /no HEALTHCHECK/],
    ['npm install', (text) => text.replace('RUN npm ci --no-audit', 'RUN npm install --no-audit'), /install with npm ci/],
    ['no production-only install', (text) => text.replace('--omit=dev', ''), /production packages alone/],
    ['ADD of a URL', (text) => `${text}ADD https://example.com/tool.tar.gz /tmp/\n`, /fetches from the network/],
    ['a missing workspace manifest', (text) => text.replace(/^COPY apps\/web\/package\.json .*$/m, ''), /apps\/web\/package\.json is not copied/],
    ['no migrations', (text) => text.replace(/^COPY --from=build \/app\/apps\/server\/drizzle .*$/m, ''), /does not copy apps\/server\/drizzle/],
    ['no web app', (text) => text.replace(/^COPY --from=build \/app\/apps\/web\/dist .*$/m, ''), /does not copy apps\/web\/dist/],
    ['a role fixed in CMD', (text) => text.replace(/STASH_ROLE=all \\\n\s*/, ''), /no default STASH_ROLE/],
    ['a COPY from no stage', (text) => text.replace('COPY --from=build /app/apps/web/dist', 'COPY --from=builder /app/apps/web/dist'), /names no earlier stage/],
    ['another port exposed', (text) => text.replace('EXPOSE 8080', 'EXPOSE 3000'), /not the PORT/],
  ];
  it.each(broken)('refuses %s', (_case, breakIt, problem) => {
    const changed = breakIt(dockerfile);
    expect(changed).not.toBe(dockerfile);
    expect(dockerfileProblems(changed, expected).join('\n')).toMatch(problem);
  });
});

describe('.dockerignore', () => {
  it('leaves out local packages, data, secrets, build output and history', () => {
    expect(dockerignoreProblems(read('.dockerignore'))).toEqual([]);
  });

  it('refuses a file that sends node_modules or the data folder', () => {
    expect(dockerignoreProblems('.git\n')).toEqual(expect.arrayContaining(['.dockerignore does not leave out **/node_modules', '.dockerignore does not leave out data']));
  });

  it('keeps the source data folders in the build context', () => {
    // apps/server/src has a data folder (the gazetteer): a pattern matching every `data` would drop it.
    const patterns = read('.dockerignore').split('\n').map((line) => line.trim());
    expect(fs.existsSync(path.join(SERVER_ROOT, 'src/providers/geocoder/data'))).toBe(true);
    expect(patterns).not.toContain('**/data');
  });
});

describe('compose.yaml', () => {
  let text: string;
  beforeAll(() => {
    text = read('compose.yaml');
  });

  it('keeps every rule', () => {
    expect(composeProblems(parseCompose(text), composeExpectations)).toEqual([]);
  });

  it('shares one STASH_SHUTDOWN_SECONDS deadline below the stop grace period', () => {
    expect(durationSeconds('30s')).toBe(30);
    expect(durationSeconds('1m30s')).toBe(90);
    expect(durationSeconds('thirty')).toBeUndefined();
  });

  type Compose = { services: Record<string, Record<string, unknown> & { environment: Record<string, unknown> }>; volumes: Record<string, unknown> };
  const broken: [string, (compose: Compose) => void, RegExp][] = [
    ['a missing worker', (compose) => void delete compose.services.worker, /not api, postgres and worker/],
    ['plain PostgreSQL', (compose) => void (compose.services.postgres!.image = 'postgres:16'), /not pgvector's image/],
    ['an unpinned pgvector', (compose) => void (compose.services.postgres!.image = 'pgvector/pgvector:latest'), /not pinned/],
    ['no pg_isready', (compose) => void delete compose.services.postgres!.healthcheck, /pg_isready/],
    ['a worker running everything', (compose) => void (compose.services.worker!.environment.STASH_ROLE = 'all'), /worker runs STASH_ROLE=all/],
    ['an api that does not wait', (compose) => void (compose.services.api!.depends_on = ['postgres']), /api does not wait for postgres/],
    ['another database', (compose) => void (compose.services.worker!.environment.DATABASE_URL = 'postgres://stash:${POSTGRES_PASSWORD}@postgres:5432/other'), /different DATABASE_URL/],
    ['a database on the host', (compose) => void (compose.services.api!.environment.DATABASE_URL = 'postgres://stash:${POSTGRES_PASSWORD}@localhost:5432/stash'), /points at localhost/],
    ['unshared media', (compose) => void (compose.services.worker!.volumes = ['worker-data:/data']), /do not share the data volume|no named volume/],
    ['media in the container', (compose) => void delete compose.services.api!.volumes, /api keeps STASH_DATA_DIR .* in no named volume/],
    ['a plaintext password', (compose) => void (compose.services.postgres!.environment.POSTGRES_PASSWORD = 'hunter2'), /writes POSTGRES_PASSWORD into the file/],
    ['a plaintext signing secret', (compose) => void (compose.services.api!.environment.STASH_JWT_SECRET = 'x'.repeat(40)), /writes STASH_JWT_SECRET into the file/],
    ['a secret default', (compose) => void (compose.services.api!.environment.STASH_JWT_SECRET = '${STASH_JWT_SECRET:-changeme}'), /default written in the file/],
    ['an optional signing secret', (compose) => void (compose.services.worker!.environment.STASH_JWT_SECRET = '${STASH_JWT_SECRET}'), /starts without STASH_JWT_SECRET/],
    ['a password in the address', (compose) => void (compose.services.api!.environment.DATABASE_URL = 'postgres://stash:hunter2@postgres:5432/stash'), /password from POSTGRES_PASSWORD/],
    ['a short grace period', (compose) => void (compose.services.api!.stop_grace_period = '10s'), /stop_grace_period \(10s\) is not longer/],
    ['no restart policy', (compose) => void delete compose.services.worker!.restart, /worker has no restart policy/],
    ['a web build with another key', (compose) => void ((compose.services.api!.build as { args: Record<string, string> }).args.STASH_API_KEY = '${OTHER_KEY}'), /another STASH_API_KEY/],
    ['no published port', (compose) => void delete compose.services.api!.ports, /publishes no port/],
  ];
  it.each(broken)('refuses %s', (_case, breakIt, problem) => {
    const compose = parseCompose(text) as Compose;
    breakIt(compose);
    expect(composeProblems(compose, composeExpectations).join('\n')).toMatch(problem);
  });
});

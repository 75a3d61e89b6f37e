// The rules the container files (Dockerfile, .dockerignore, compose.yaml) must keep. No container
// runtime and no hadolint can be had on the development machine or CI (neither Debian nor npm
// packages hadolint), so these structural checks stand in for a linter: each function returns the
// problems it finds, in words, and an empty list when the file keeps every rule.

// --- Dockerfile ---------------------------------------------------------------------------------

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
}

/** The instructions in order: comments and parser directives dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    pending = pending === '' ? line : `${pending} ${line}`;
    if (pending.endsWith('\\')) {
      pending = pending.slice(0, -1).trimEnd();
      continue;
    }
    const match = /^(\S+)\s*(.*)$/s.exec(pending);
    if (match) instructions.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim() });
    pending = '';
  }
  return instructions;
}

export interface Stage {
  /** The FROM's image or an earlier stage's name. */
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

export function stagesOf(instructions: readonly Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** An image reference pinned to a release (a version tag or a digest), never `latest` or no tag. */
export function isPinnedImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([^/:]+)$/.exec(image)?.[1];
  return tag !== undefined && tag !== 'latest' && /\d/.test(tag);
}

/** The exec form's words (`["node", "main.js"]`), or undefined for the shell form. */
export function execFormOf(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  try {
    const words: unknown = JSON.parse(args);
    return Array.isArray(words) && words.every((word) => typeof word === 'string') ? words : undefined;
  } catch {
    return undefined;
  }
}

export interface DockerfileExpectations {
  /** The workspaces of the root package.json: npm ci needs each one's manifest. */
  workspaces: readonly string[];
  /** Folders the server reads at run time, relative to the repository (its build, migrations, the web app). */
  runtimeFolders: readonly string[];
  /** The script the server's `npm start` runs, relative to the repository (apps/server/dist/main.js). */
  entryScript: string;
}

export function dockerfileProblems(text: string, expected: DockerfileExpectations): string[] {
  const problems: string[] = [];
  const instructions = parseDockerfile(text);
  const stages = stagesOf(instructions);
  if (stages.length < 2) problems.push(`a multi-stage build has at least two FROM stages, this one has ${stages.length}`);

  const stageNames = new Set<string>();
  for (const stage of stages) {
    if (!stageNames.has(stage.from) && !isPinnedImage(stage.from)) problems.push(`FROM ${stage.from} is not pinned to a version tag or digest`);
    if (stage.name) stageNames.add(stage.name);
  }

  for (const { keyword, args } of instructions) {
    if (keyword === 'ADD' && /(?:https?|git|ssh):\/\/|git@/.test(args)) problems.push(`ADD fetches from the network (${args}): download nothing while building`);
    if (keyword === 'RUN' && /\bnpm\s+(?:install|i|add)\b/.test(args)) problems.push(`RUN ${args}: install with npm ci, exactly as locked`);
    if (keyword === 'COPY') {
      const source = /--from=(\S+)/.exec(args)?.[1];
      if (source !== undefined && !stageNames.has(source)) problems.push(`COPY --from=${source} names no earlier stage`);
    }
  }
  const runs = instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
  if (!runs.some((run) => /\bnpm ci\b/.test(run) && !run.includes('--omit=dev'))) problems.push('no stage installs the build packages with npm ci');
  if (!runs.some((run) => /\bnpm ci\b/.test(run) && run.includes('--omit=dev'))) problems.push('no stage installs the production packages alone (npm ci --omit=dev)');

  for (const workspace of expected.workspaces) {
    const manifest = `${workspace}/package.json`;
    if (!instructions.some((instruction) => instruction.keyword === 'COPY' && instruction.args.split(/\s+/).includes(manifest))) {
      problems.push(`${manifest} is not copied before npm ci (npm ci fails without every workspace's manifest)`);
    }
  }

  const runtime = stages.at(-1);
  if (!runtime) return problems;
  const at = (keyword: string) => runtime.instructions.findIndex((instruction) => instruction.keyword === keyword);
  const lastIndexOf = (keyword: string) => runtime.instructions.findLastIndex((instruction) => instruction.keyword === keyword);

  const copiedInto = runtime.instructions.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args.split(/\s+/).at(-1)!);
  for (const folder of expected.runtimeFolders) {
    if (!copiedInto.includes(folder)) problems.push(`the final stage does not copy ${folder}, which the server reads at run time`);
  }

  const cmdIndex = lastIndexOf('CMD');
  const userIndex = lastIndexOf('USER');
  if (cmdIndex < 0) problems.push('the final stage has no CMD');
  const user = userIndex >= 0 ? runtime.instructions[userIndex]!.args.split(':')[0] : undefined;
  if (user === undefined || user === 'root' || user === '0') problems.push('the final stage does not switch to an unprivileged USER');
  else if (cmdIndex >= 0 && userIndex > cmdIndex) problems.push('USER comes after CMD');

  if (cmdIndex >= 0) {
    const command = execFormOf(runtime.instructions[cmdIndex]!.args);
    if (!command) problems.push('CMD is in shell form: a shell as process 1 would not pass SIGTERM on to node');
    else {
      if (command[0] !== 'node') problems.push(`CMD runs ${command[0]}, not node`);
      if (command.at(-1) !== expected.entryScript) problems.push(`CMD runs ${command.at(-1)}, not the server's built entry ${expected.entryScript}`);
    }
  }

  const healthcheck = runtime.instructions[at('HEALTHCHECK')];
  if (!healthcheck || /^NONE$/i.test(healthcheck.args)) problems.push('the final stage has no HEALTHCHECK');
  else if (!healthcheck.args.includes('/api/health')) problems.push('the HEALTHCHECK does not ask the server\'s /api/health');

  const environment = runtime.instructions.filter((instruction) => instruction.keyword === 'ENV').map((instruction) => instruction.args).join(' ');
  if (!/\bSTASH_ROLE=/.test(environment)) problems.push('the final stage sets no default STASH_ROLE (an ENV, so that a container can override it)');
  if (runtime.instructions.some((instruction) => instruction.keyword === 'CMD' && instruction.args.includes('STASH_ROLE'))) problems.push('CMD fixes STASH_ROLE: set it with ENV so it stays overridable');
  const port = /\bPORT=(\d+)/.exec(environment)?.[1];
  const exposed = runtime.instructions[at('EXPOSE')]?.args;
  if (!exposed) problems.push('the final stage EXPOSEs no port');
  else if (port !== undefined && exposed.split(/\s+/)[0]?.split('/')[0] !== port) problems.push(`EXPOSE ${exposed} is not the PORT the server listens on (${port})`);
  return problems;
}

// --- .dockerignore ------------------------------------------------------------------------------

/** Patterns the build context must leave out: local packages, the local data and secrets, history. */
export const REQUIRED_DOCKERIGNORE = ['**/node_modules', 'data', '.env', '.git', '**/dist'] as const;

export function dockerignoreProblems(text: string): string[] {
  const patterns = new Set(text.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#')));
  return REQUIRED_DOCKERIGNORE.filter((pattern) => !patterns.has(pattern)).map((pattern) => `.dockerignore does not leave out ${pattern}`);
}

// --- compose.yaml -------------------------------------------------------------------------------

type Mapping = Record<string, unknown>;

const isMapping = (value: unknown): value is Mapping => typeof value === 'object' && value !== null && !Array.isArray(value);
const mappingAt = (value: unknown, key: string): Mapping => (isMapping(value) && isMapping(value[key]) ? value[key] : {});
const textOf = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** Compose's durations: 30s, 1m30s, 500ms. */
export function durationSeconds(value: string): number | undefined {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return undefined;
  const unit = { h: 3_600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((total, part) => total + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
}

/** A service's environment as a mapping, from either of compose's two spellings. */
export function environmentOf(service: unknown): Record<string, string> {
  const environment = isMapping(service) ? service.environment : undefined;
  const entries: [string, string][] = Array.isArray(environment)
    ? environment.map((entry) => String(entry).split(/=(.*)/s).slice(0, 2) as [string, string])
    : Object.entries(isMapping(environment) ? environment : {}).map(([key, value]) => [key, textOf(value) ?? '']);
  return Object.fromEntries(entries);
}

/** Names that hold a secret: their values may only come from the environment. */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$/;

/** One `${NAME}`, `${NAME:-default}` or `${NAME:?message}` and nothing else. */
const INTERPOLATION = /^\$\{([A-Z0-9_]+)(?:(:?[-?])(.*))?\}$/s;

export interface ComposeExpectations {
  /** The roles' names (STASH_ROLE values) the two server services run. */
  roles: { api: string; worker: string };
  /** The API key built into the web app: public, so a default of it is no secret. */
  publicApiKey: string;
  /** STASH_SHUTDOWN_SECONDS when the file does not set it. */
  defaultShutdownSeconds: number;
  /** The secrets compose must refuse to start without. */
  requiredSecrets: readonly string[];
  /** The port the image listens on (its EXPOSE). */
  containerPort: string;
}

export function composeProblems(document: unknown, expected: ComposeExpectations): string[] {
  const problems: string[] = [];
  const services = mappingAt(document, 'services');
  const names = Object.keys(services).sort();
  if (names.join() !== 'api,postgres,worker') problems.push(`the services are ${names.join(', ')}, not api, postgres and worker`);

  const postgres = mappingAt(services, 'postgres');
  const image = textOf(postgres.image) ?? '';
  if (!image.startsWith('pgvector/pgvector:')) problems.push(`postgres runs ${image || 'no image'}, not pgvector's image`);
  else if (!isPinnedImage(image)) problems.push(`postgres's image ${image} is not pinned to a version tag`);
  const probe = mappingAt(postgres, 'healthcheck').test;
  if (!(Array.isArray(probe) ? probe.join(' ') : String(probe ?? '')).includes('pg_isready')) problems.push('postgres has no pg_isready healthcheck');
  if (!volumesOf(postgres).some((volume) => volume.target === '/var/lib/postgresql/data' && volume.named)) problems.push('postgres keeps its data in no named volume');
  const database = environmentOf(postgres);

  const declaredVolumes = new Set(Object.keys(mappingAt(document, 'volumes')));
  const servers = { api: mappingAt(services, 'api'), worker: mappingAt(services, 'worker') };
  for (const [name, service] of Object.entries(servers)) {
    const environment = environmentOf(service);
    const role = expected.roles[name as keyof typeof servers];
    if (environment.STASH_ROLE !== role) problems.push(`${name} runs STASH_ROLE=${environment.STASH_ROLE ?? '(unset)'}, not ${role}`);
    if (mappingAt(mappingAt(service, 'depends_on'), 'postgres').condition !== 'service_healthy') problems.push(`${name} does not wait for postgres to be healthy`);
    if (!['always', 'unless-stopped', 'on-failure'].includes(textOf(service.restart) ?? '')) problems.push(`${name} has no restart policy`);

    const url = /^postgres(?:ql)?:\/\/([^:@/]+):([^@]+)@([^:/]+)(?::\d+)?\/(.+)$/.exec(environment.DATABASE_URL ?? '');
    if (!url) problems.push(`${name}'s DATABASE_URL is not a postgres://user:password@host/database address`);
    else {
      const [, user, password, host, databaseName] = url;
      if (host !== 'postgres') problems.push(`${name}'s DATABASE_URL points at ${host}, not the postgres service`);
      if (user !== database.POSTGRES_USER || databaseName !== database.POSTGRES_DB) problems.push(`${name}'s DATABASE_URL names another user or database than postgres's POSTGRES_USER and POSTGRES_DB`);
      if (INTERPOLATION.exec(password!)?.[1] !== 'POSTGRES_PASSWORD') problems.push(`${name}'s DATABASE_URL does not take the password from POSTGRES_PASSWORD`);
    }

    const dataDir = environment.STASH_DATA_DIR;
    const dataVolume = volumesOf(service).find((volume) => volume.target === dataDir);
    if (!dataDir || !dataVolume?.named || !declaredVolumes.has(dataVolume.source)) problems.push(`${name} keeps STASH_DATA_DIR (media, imports) in no named volume`);

    const grace = durationSeconds(textOf(service.stop_grace_period) ?? '10s');
    const shutdown = Number(environment.STASH_SHUTDOWN_SECONDS ?? expected.defaultShutdownSeconds);
    if (grace === undefined || grace <= shutdown) problems.push(`${name}'s stop_grace_period (${textOf(service.stop_grace_period) ?? 'compose\'s 10s'}) is not longer than STASH_SHUTDOWN_SECONDS (${shutdown})`);

    const buildKey = mappingAt(mappingAt(service, 'build'), 'args').STASH_API_KEY;
    if (buildKey !== undefined && textOf(buildKey) !== environment.STASH_API_KEY) problems.push(`${name} builds the web app with another STASH_API_KEY than the server's`);
  }

  const [api, worker] = [environmentOf(servers.api), environmentOf(servers.worker)];
  for (const shared of ['DATABASE_URL', 'STASH_DATA_DIR', 'STASH_JWT_SECRET', 'STASH_API_KEY']) {
    if (api[shared] !== worker[shared]) problems.push(`api and worker have different ${shared}`);
  }
  if (textOf(servers.api.image) === undefined || servers.api.image !== servers.worker.image) problems.push('api and worker do not run the same image');
  const dataVolumeOf = (service: Mapping) => volumesOf(service).find((volume) => volume.target === environmentOf(service).STASH_DATA_DIR)?.source;
  if (dataVolumeOf(servers.api) !== dataVolumeOf(servers.worker)) problems.push('api and worker do not share the data volume (the API serves the media the workers store)');
  const ports = Array.isArray(servers.api.ports) ? servers.api.ports.map(String) : [];
  if (!ports.some((port) => port.split(':').at(-1) === expected.containerPort)) problems.push(`api publishes no port onto the container's ${expected.containerPort}`);

  for (const [name, service] of Object.entries(services)) {
    const values = { ...environmentOf(service), ...Object.fromEntries(Object.entries(mappingAt(mappingAt(service, 'build'), 'args')).map(([key, value]) => [key, textOf(value) ?? ''])) };
    for (const [key, value] of Object.entries(values)) {
      if (!SECRET_NAME.test(key)) continue;
      const interpolation = INTERPOLATION.exec(value);
      const fallback = interpolation?.[2]?.endsWith('-') ? interpolation[3] : undefined;
      if (!interpolation) problems.push(`${name} writes ${key} into the file: take it from the environment`);
      else if (fallback && fallback !== expected.publicApiKey) problems.push(`${name} gives ${key} a default written in the file`);
      else if (expected.requiredSecrets.includes(key) && interpolation[2] !== ':?') problems.push(`${name} starts without ${key}: use \${${key}:?...}`);
    }
  }
  return problems;
}

interface VolumeMount {
  source: string;
  target: string;
  /** A named volume rather than a folder of the host. */
  named: boolean;
}

function volumesOf(service: unknown): VolumeMount[] {
  const volumes = isMapping(service) && Array.isArray(service.volumes) ? service.volumes : [];
  return volumes.map((volume): VolumeMount => {
    if (isMapping(volume)) return { source: textOf(volume.source) ?? '', target: textOf(volume.target) ?? '', named: volume.type === 'volume' };
    const [source = '', target = ''] = String(volume).split(':');
    return { source, target, named: !/^[./~]/.test(source) };
  });
}

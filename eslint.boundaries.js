// The import boundaries of DESIGN.md, enforced: what may import what, and no import cycles.
//
// Web: a screen family (features/<area>) never imports another (shared parts are lifted into
// components/, lib/ or api/), and components/, lib/ and api/ never import a feature.
// Server: a service or repo never reaches into the HTTP layer (routes shape HTTP; services return
// data), a module's tables are reached through its service, so no code outside a module imports
// its repo, and the server's runtime code never imports the fixtures (platform stand-ins, corpus).
//
// Zones are made from the folders on disk, so a new feature or module is covered the day it lands.
import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = path.dirname(new URL(import.meta.url).pathname);

function foldersIn(relative) {
  return fs
    .readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const web = 'apps/web/src';
const server = 'apps/server/src';

const webZones = [
  ...foldersIn(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: lift what both need into components/, lib/ or api/.',
  })),
  ...['components', 'lib', 'api'].map((layer) => ({
    target: `${web}/${layer}`,
    from: `${web}/features`,
    message: `${layer}/ is shared by every feature, so it never imports one.`,
  })),
  ...['lib', 'api'].map((layer) => ({
    target: `${web}/${layer}`,
    from: `${web}/components`,
    message: `${layer}/ holds no UI: it never imports components/.`,
  })),
];

const serverModules = foldersIn(`${server}/modules`);
const serverZones = [
  {
    target: [`${server}/modules/**/*.service.ts`, `${server}/modules/**/*.repo.ts`],
    from: `${server}/http`,
    message: 'Services and repos return data; only routes (and src/http) shape HTTP answers.',
  },
  ...serverModules.map((module) => ({
    target: `${server}/!(modules)/**`,
    from: `${server}/modules/${module}/*.repo.ts`,
    message: `The ${module} module's tables are reached through its service, never its repo.`,
  })),
  ...serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `${server}/modules/${module}/**`,
        from: `${server}/modules/${other}/*.repo.ts`,
        message: `The ${other} module's tables are reached through its service, never its repo.`,
      })),
  ),
  {
    target: `${server}/*.ts`,
    from: `${server}/modules/*/*.repo.ts`,
    message: 'A module\'s tables are reached through its service, never its repo.',
  },
  {
    target: server,
    // The workspace link as well as the folder: the resolver may keep the symlinked path.
    from: ['packages/fixtures', 'node_modules/@stash/fixtures'],
    message: 'The platform stand-ins and corpus are for tests, the demo and benchmarks, never the server\'s runtime code.',
  },
];

export const boundaries = [
  {
    files: ['packages/fixtures/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [{ target: 'packages/fixtures', from: 'apps', message: 'The fixtures stand alone: the server and the web app use them, not the other way round.' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle reads each imported file to follow its imports; TypeScript needs its own parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', `${web}/test-setup.ts`, `${web}/**/testing/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: ['**/*.test.ts', `${server}/test-support/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
];

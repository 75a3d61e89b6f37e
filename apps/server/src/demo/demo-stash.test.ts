import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { corpusLinks } from '../fixtures/corpus';
import { quietLog } from '../test-support/ingest-harness';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import { seedDemoStash } from './demo-stash';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-demo-'));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it(`seeds a demo stash with places on the map, upcoming events, recipes and a guide on ${testDatabaseKind}`, async () => {
  const config = loadConfig({ STASH_DATA_DIR: dataDir });
  const summary = await seedDemoStash({ config, database, password: 'demo-password-1', log: quietLog });
  expect(summary.failed).toEqual([]);
  expect(summary.organised).toBe(corpusLinks({ include: 'organisable' }).length);
  expect(summary.placesOnMap).toBeGreaterThanOrEqual(10);
  expect(summary.upcomingEvents).toBeGreaterThanOrEqual(3);
  expect(summary.recipes).toBeGreaterThanOrEqual(4);
  expect(summary.guides).toBeGreaterThanOrEqual(1);
  // Media were stored where the server serves them.
  expect(fs.readdirSync(path.join(dataDir, 'media')).length).toBeGreaterThan(20);

  // A second run keeps the account and its password, and adds no duplicate posts.
  const again = await seedDemoStash({ config, database, password: 'another-password', log: quietLog });
  expect(again.password).toBeNull();
  expect(again.saved).toBe(summary.saved);
}, 240_000);

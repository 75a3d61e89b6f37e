import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/connection';
import { queryRows } from '../../src/db/query-rows';
import { corpusLinks } from '@stash/fixtures';
import { quietLog } from '../../src/test-support/ingest-harness';
import { createTestDatabase, testDatabaseKind } from '../../src/test-support/test-database';
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

  // Template data is filled where a post is one of the five shapes, and a guide's items point at
  // the venues its post became.
  const templates = await queryRows<{ kind: string; template: { data: Record<string, unknown> } }>(
    database.db,
    sql`SELECT entity_data->'raw_data'->'details'->'template'->>'kind' AS kind, entity_data->'raw_data'->'details'->'template' AS template
        FROM entities WHERE entity_data->'raw_data'->'details' ? 'template'`,
  );
  const kinds = new Set(templates.map((row) => row.kind));
  expect([...kinds].sort()).toEqual(['class_event', 'guide_list', 'recipe', 'restaurant', 'workout']);
  // Every recipe, in no particular order (the rows come unordered): each lists its ingredients, and
  // the written-out methods give several steps.
  const recipes = templates.filter((row) => row.kind === 'recipe').map((row) => row.template.data as { ingredients: unknown[]; steps: unknown[] });
  expect(recipes.length).toBeGreaterThanOrEqual(4);
  expect(recipes.every((recipe) => recipe.ingredients.length > 2 && recipe.steps.length >= 1)).toBe(true);
  expect(recipes.filter((recipe) => recipe.steps.length > 1).length).toBeGreaterThanOrEqual(2);
  const guideItems = templates.filter((row) => row.kind === 'guide_list').flatMap((row) => row.template.data.items as { entity_id: string | null; lat: number | null }[]);
  const linkedItems = guideItems.filter((item) => item.entity_id);
  expect(linkedItems.length).toBeGreaterThanOrEqual(guideItems.length * 0.8);
  const venueIds = await queryRows<{ id: string }>(database.db, sql`SELECT id FROM entities WHERE routing_class = 'PhysicalVenue'`);
  expect(linkedItems.every((item) => venueIds.some((venue) => venue.id === item.entity_id))).toBe(true);

  // A second run keeps the account and its password, and adds no duplicate posts.
  const again = await seedDemoStash({ config, database, password: 'another-password', log: quietLog });
  expect(again.password).toBeNull();
  expect(again.saved).toBe(summary.saved);
}, 240_000);

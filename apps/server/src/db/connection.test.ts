import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createAccount, findUserByEmail } from '../modules/accounts/accounts.service';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import { openDatabase } from './connection';
import { queryRows } from './query-rows';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-persist-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Two cold starts of the embedded database from its files, every migration run on the first: over
// half a minute on a busy 2-core machine, which the default timeout does not allow for.
const TWO_COLD_STARTS_MS = 120_000;

it('keeps the embedded database in the data dir across restarts', async () => {
  const first = await openDatabase({ databaseUrl: undefined, dataDir });
  await createAccount(first.db, { email: 'kept@stash.test', password: 'long-enough-pass', isAdmin: false, name: 'Kept' });
  await first.close();

  // A second start runs the migrations again (a no-op now) and finds what the first one wrote.
  const second = await openDatabase({ databaseUrl: undefined, dataDir });
  expect((await findUserByEmail(second.db, 'kept@stash.test'))?.email).toBe('kept@stash.test');
  await second.close();
  expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
}, TWO_COLD_STARTS_MS);

it('runs the member calls without JIT compiling on PostgreSQL', async (context) => {
  if (testDatabaseKind !== 'postgres') {
    console.log('skipped: PGlite has no JIT; this runs in the PostgreSQL suite');
    context.skip();
  }
  const handle = await createTestDatabase();
  try {
    const rows = await queryRows<{ jit: string }>(handle.db, sql`SHOW jit`);
    expect(rows[0]?.jit).toBe('off');
  } finally {
    await handle.close();
  }
});

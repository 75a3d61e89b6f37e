// Each table is written by one module, in that module's repo files: other code goes through the
// module's functions. This scans the server's code (tests and test support aside) for writes —
// drizzle's insert/update/delete on a schema table and INSERT/UPDATE/DELETE in SQL — and checks
// each is where its table's owner keeps them. (Rows removed by a foreign key's cascade are the
// database's doing, not a write here.)
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Table (as SQL names it) -> its schema object in db/schema.ts and the repo files allowed to write it. */
const OWNERS: Record<string, { schemaName: string; owner: RegExp }> = {
  posts: { schemaName: 'posts', owner: /^modules\/posts\/[\w-]+\.repo\.ts$/ },
  media: { schemaName: 'media', owner: /^ingest\/ingest\.repo\.ts$/ },
  entities: { schemaName: 'entities', owner: /^modules\/entities\/[\w-]+\.repo\.ts$/ },
  post_entities: { schemaName: 'postEntities', owner: /^modules\/entities\/[\w-]+\.repo\.ts$/ },
  tags: { schemaName: 'tags', owner: /^modules\/tags\/[\w-]+\.repo\.ts$/ },
  post_tags: { schemaName: 'postTags', owner: /^modules\/tags\/[\w-]+\.repo\.ts$/ },
  users: { schemaName: 'users', owner: /^modules\/accounts\/[\w-]+\.repo\.ts$/ },
  profiles: { schemaName: 'profiles', owner: /^modules\/accounts\/[\w-]+\.repo\.ts$/ },
  refresh_tokens: { schemaName: 'refreshTokens', owner: /^modules\/auth\/[\w-]+\.repo\.ts$/ },
  login_failures: { schemaName: 'loginFailures', owner: /^modules\/auth\/[\w-]+\.repo\.ts$/ },
  claim_tokens: { schemaName: 'claimTokens', owner: /^modules\/claim\/[\w-]+\.repo\.ts$/ },
  magic_links: { schemaName: 'magicLinks', owner: /^modules\/claim\/[\w-]+\.repo\.ts$/ },
  search_history: { schemaName: 'searchHistory', owner: /^modules\/search\/[\w-]+\.repo\.ts$/ },
  chat_conversations: { schemaName: 'chatConversations', owner: /^modules\/chat\/[\w-]+\.repo\.ts$/ },
  chat_messages: { schemaName: 'chatMessages', owner: /^modules\/chat\/[\w-]+\.repo\.ts$/ },
  waitlist: { schemaName: 'waitlist', owner: /^modules\/waitlist\/[\w-]+\.repo\.ts$/ },
  feedback: { schemaName: 'feedback', owner: /^modules\/feedback\/[\w-]+\.repo\.ts$/ },
  instagram_messages: { schemaName: 'instagramMessages', owner: /^modules\/instagram\/[\w-]+\.repo\.ts$/ },
  instagram_senders: { schemaName: 'instagramSenders', owner: /^modules\/instagram\/[\w-]+\.repo\.ts$/ },
  instagram_link_codes: { schemaName: 'instagramLinkCodes', owner: /^modules\/instagram\/[\w-]+\.repo\.ts$/ },
  instagram_replies: { schemaName: 'instagramReplies', owner: /^modules\/instagram\/[\w-]+\.repo\.ts$/ },
  imports: { schemaName: 'imports', owner: /^modules\/imports\/[\w-]+\.repo\.ts$/ },
  import_items: { schemaName: 'importItems', owner: /^modules\/imports\/[\w-]+\.repo\.ts$/ },
  rate_limit_counters: { schemaName: 'rateLimitCounters', owner: /^modules\/limits\/[\w-]+\.repo\.ts$/ },
  // The sweeper's re-queue counts, and the geocoders' answers and request slots shared by every process.
  ingest_requeues: { schemaName: 'ingestRequeues', owner: /^ingest\/sweeper\.repo\.ts$/ },
  geocoder_answers: { schemaName: 'geocoderAnswers', owner: /^providers\/geocoder\/geocoder-store\.repo\.ts$/ },
  geocoder_slots: { schemaName: 'geocoderSlots', owner: /^providers\/geocoder\/geocoder-store\.repo\.ts$/ },
};

const sourceRoot = path.resolve(import.meta.dirname, '..');

function runtimeFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : runtimeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every write in `text`, as the table it writes. */
export function tablesWritten(text: string): string[] {
  const bySchemaName = new Map(Object.entries(OWNERS).map(([table, { schemaName }]) => [schemaName, table]));
  const drizzle = [...text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].flatMap((match) => bySchemaName.get(match[1]!) ?? []);
  const raw = [...text.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+"?(\w+)/g)].map((match) => match[1]!).filter((table) => table in OWNERS);
  return [...drizzle, ...raw];
}

it('finds writes however they are spelled', () => {
  expect(tablesWritten("await tx.update(posts).set({}); sql`DELETE FROM media WHERE id = 1`; map.delete(key); db.insert(postTags)")).toEqual([
    'posts',
    'post_tags',
    'media',
  ]);
});

it('has every table written only by its owning module', () => {
  const strays: string[] = [];
  const owned = new Set<string>();
  for (const file of runtimeFiles(sourceRoot)) {
    const relative = path.relative(sourceRoot, file).split(path.sep).join('/');
    for (const table of tablesWritten(fs.readFileSync(file, 'utf8'))) {
      if (OWNERS[table]!.owner.test(relative)) owned.add(table);
      else strays.push(`${relative} writes ${table}`);
    }
  }
  expect(strays).toEqual([]);
  // The scan sees the owners' own writes, so an empty list of strays means something.
  expect([...owned].sort()).toEqual(Object.keys(OWNERS).sort());
});

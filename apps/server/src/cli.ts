// The server's command line: `npm run stash -- <command>`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { completeSetupRequestSchema, newPasswordSchema } from '@stash/shared';
import { z } from 'zod';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { embeddedDatabaseHolder } from './db/embedded-lock';
import type { DemoSummary } from '../dev/demo/demo-stash';
import { AppError } from './lib/app-error';
import * as accounts from './modules/accounts/accounts.service';
import { createClaimService } from './modules/claim/claim.service';
import { createAuthService } from './modules/auth/auth.service';
import { createAccessTokens, loadSigningSecret } from './modules/auth/access-tokens';
import { createEmbeddingSearch } from './modules/search/embeddings.service';
import { createEmbeddingsProvider } from './providers/embeddings/embeddings-provider';
import { inviteEmail } from './providers/mailer/email-templates';
import { createLogMailer, printsLinks } from './providers/mailer/mailer';
import { createSmtpMailer } from './providers/mailer/smtp-mailer';
import { reorganise } from './ingest/reorganise-command';

const USAGE = `Usage: npm run stash -- <command>

  user create --email E --password P [--name N] [--admin]   create a member who can sign in at once
  invite --email E                                          print an invite (claim) link for E (and mail it, with SMTP set)
  migrate                                                   apply database migrations and exit
  reorganise [--member E] [--since YYYY-MM-DD]              read organised posts again with today's extractor (extract,
                                                            enrich and index through the queue; tags and edits kept)
  reindex --embeddings                                      make the vectors of every post that lacks one
                                                            (needs STASH_EMBEDDINGS_URL and _MODEL)
  demo [--email E] [--password P]                           a demo member whose stash is the fixture corpus,
                                                            organised by the real pipeline (no network needed)
`;

const emailSchema = z.email({ error: 'Enter a valid email address.' });

async function withDatabase<T>(run: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const holder = embeddedDatabaseHolder(config.dataDir);
    if (holder) throw new Error(`Stop the running server (pid ${holder}) first: the embedded database allows one process at a time.`);
  }
  const database = await openDatabase(config);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

function claimService(database: DatabaseHandle) {
  const config = loadConfig();
  const accessTokens = createAccessTokens(loadSigningSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds);
  const auth = createAuthService({ db: database.db, accessTokens, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds, login: config.login });
  return createClaimService({ db: database.db, auth, mailer: createLogMailer(console, { printLinks: printsLinks() }), publicUrl: config.publicUrl });
}

function formatDemoSummary(summary: DemoSummary): string {
  const lines = [
    `Demo stash ready: ${summary.organised} of ${summary.saved} posts organised.`,
    `  ${summary.placesOnMap} places on the map, ${summary.upcomingEvents} upcoming events, ${summary.recipes} recipes, ${summary.guides} guides.`,
    ...summary.failed.map((post) => `  not organised: ${post.url} (${post.reason ?? 'still waiting'})`),
    '',
    `Sign in as ${summary.email}${summary.password ? ` with password ${summary.password}` : ' (existing account, password unchanged)'} after npm start.`,
  ];
  return lines.join('\n');
}

function parseDay(value: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime())) throw new Error(`--since takes a day as YYYY-MM-DD, not "${value}".`);
  return day;
}

async function memberIdOf(database: DatabaseHandle, email: string): Promise<string> {
  const user = await accounts.findUserByEmail(database.db, email);
  if (!user) throw new Error(`No member with the email ${email}.`);
  return user.id;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean', default: false },
      embeddings: { type: 'boolean', default: false },
      member: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals.join(' ');
  if (values.help || command === '') return void console.log(USAGE);

  if (command === 'user create') {
    const email = emailSchema.parse(values.email?.trim().toLowerCase());
    const password = newPasswordSchema.parse(values.password);
    const name = values.name ? completeSetupRequestSchema.shape.name.parse(values.name) : null;
    const user = await withDatabase((database) =>
      accounts.createAccount(database.db, { email, password, isAdmin: values.admin, name }),
    );
    return void console.log(`Created ${user.isAdmin ? 'admin' : 'member'} ${user.email} (${user.id}).`);
  }
  if (command === 'invite') {
    const email = emailSchema.parse(values.email?.trim().toLowerCase());
    const invite = await withDatabase((database) => claimService(database).createInvite(database.db, { email }));
    console.log(`Invite for ${email}, valid until ${invite.expiresAt.toISOString()}:\n\n  ${invite.link}\n`);
    const { smtp } = loadConfig();
    if (smtp) {
      const mailer = createSmtpMailer(smtp);
      await mailer.send(inviteEmail(email, invite.link, invite.expiresAt)).finally(() => mailer.close());
      console.log(`Mailed to ${email} through ${new URL(smtp.url).host}.`);
    }
    return;
  }
  if (command === 'demo') {
    // The demo saves the fixture corpus from local stand-ins of the platforms: development code
    // outside src/ (dev/ and the @stash/fixtures package), loaded only for this command.
    const { DEMO_EMAIL, seedDemoStash } = await import('../dev/demo/demo-stash');
    const email = emailSchema.parse((values.email ?? DEMO_EMAIL).trim().toLowerCase());
    const password = newPasswordSchema.parse(values.password ?? `demo-${randomBytes(6).toString('base64url')}`);
    console.log('Saving the demo stash through the pipeline (about a minute)...');
    const summary = await withDatabase((database) =>
      seedDemoStash({ config: loadConfig(), database, email, password, log: pino({ level: 'warn' }) }),
    );
    console.log(formatDemoSummary(summary));
    return;
  }
  if (command === 'reindex') {
    if (!values.embeddings) throw new Error('Say what to rebuild: reindex --embeddings.');
    const config = loadConfig();
    if (!config.embeddings) throw new Error('Set STASH_EMBEDDINGS_URL and STASH_EMBEDDINGS_MODEL (an OpenAI-compatible /v1/embeddings endpoint) first.');
    const provider = createEmbeddingsProvider(config.embeddings);
    const made = await withDatabase(async (database) => {
      const embeddings = createEmbeddingSearch({ db: database.db, provider, log: pino({ level: 'info' }) });
      if (!(await embeddings.isReady())) throw new Error('Search by meaning is off for this database (see the log above).');
      return embeddings.backfill((done) => process.stdout.write(`\r  ${done} posts embedded...`));
    });
    return void console.log(`\nDone: ${made} posts got their vectors.`);
  }
  if (command === 'reorganise' || command === 'reorganize') {
    const config = loadConfig();
    const since = values.since === undefined ? undefined : parseDay(values.since);
    await withDatabase(async (database) => {
      const userId = values.member === undefined ? undefined : await memberIdOf(database, emailSchema.parse(values.member.trim().toLowerCase()));
      const progress = await reorganise({ config, database, scope: { userId, since }, onProgress: (line) => process.stdout.write(`\r  ${line}`) });
      console.log(`\nDone: ${progress.done} of ${progress.total} posts reorganised${progress.stopped ? `; ${progress.stopped} stopped early and keep what they held` : ''}.`);
    });
    return;
  }
  if (command === 'migrate') {
    await withDatabase(async () => undefined);
    return void console.log('Migrations applied.');
  }
  throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join('\n'));
  else if (error instanceof AppError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});

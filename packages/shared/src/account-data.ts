// Everything a member owns, to take away (export) or to remove for good (delete the account).
import { z } from 'zod';
import { entitySchema } from './entities';
import { postSchema } from './posts';
import { profileSchema } from './profile';
import { tagSchema } from './tags';

const conversationExportSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string(), citations: z.array(z.unknown()), created_at: z.string() })),
});

/** The member's data as one JSON document: profile, every post (with entities and tags), tags, entities, Stash AI conversations, searches and Instagram messages. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema,
  posts: z.array(postSchema),
  tags: z.array(tagSchema.pick({ id: true, name: true, color: true })),
  entities: z.array(entitySchema),
  conversations: z.array(conversationExportSchema),
  searches: z.array(z.object({ query: z.string(), searched_at: z.string() })),
  /** Messages the member sent to Stash's Instagram account, as Meta delivered them. */
  instagram_messages: z.array(z.object({ mid: z.string(), state: z.string(), received_at: z.string(), message: z.unknown() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const ACCOUNT_DELETE_MISMATCH = 'Type the email address of this account exactly to confirm.';

/** Deleting the account is confirmed by typing its email address. */
export const deleteAccountRequestSchema = z.object({ email: z.string().trim().min(1, { error: ACCOUNT_DELETE_MISMATCH }).max(320) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

// Saving by Instagram direct message: a member proves their Instagram account once by sending a
// code, shown on their profile, to Stash's Instagram account; from then on posts they share to
// that account by message land in their stash.
import { z } from 'zod';

/** The code a member sends by message: 'STASH-' and six letters or digits, easy to type on a phone. */
export const INSTAGRAM_LINK_CODE_PATTERN = /\bSTASH-([A-HJ-NP-Z2-9]{6})\b/i;

export const instagramLinkSchema = z.object({
  /** Whether an Instagram account sends to this member's stash. */
  linked: z.boolean(),
  /** When the link was made (the code arrived by message). */
  linked_at: z.string().nullable(),
  /** The code to send, while one is live; a new one is made when asked for. */
  code: z.string().nullable(),
  code_expires_at: z.string().nullable(),
  /** Stash's own Instagram account, to send the code and posts to; null when messaging is not set up on this server. */
  stash_account: z.string().nullable(),
});
export type InstagramLink = z.infer<typeof instagramLinkSchema>;

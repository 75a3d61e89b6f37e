import { z } from 'zod';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Names that would read as the product or collide with its routes. */
export const RESERVED_USERNAMES = new Set([
  'admin', 'administrator', 'api', 'app', 'auth', 'claim', 'discover', 'events', 'faq', 'feed', 'help',
  'home', 'login', 'logout', 'map', 'me', 'onboard', 'places', 'posts', 'privacy', 'profile', 'root',
  'search', 'settings', 'signup', 'stash', 'stashes', 'support', 'system', 'terms', 'verify', 'www',
]);

/** Why a username cannot be used, or null when its form is fine (uniqueness is the server's check). */
export function usernameFormatProblem(raw: string): string | null {
  const username = raw.trim().toLowerCase();
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters.`;
  }
  if (!/^[a-z0-9_.]+$/.test(username)) return 'Username can only use letters, numbers, underscores and dots.';
  if (username.startsWith('.') || username.endsWith('.')) return 'Username cannot start or end with a dot.';
  if (RESERVED_USERNAMES.has(username)) return 'This username is reserved.';
  return null;
}

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = usernameFormatProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * What the member has used of their limits: new saves in the current day (the day starts with its
 * first save; resets_at is when the count starts again, null while none is open) and stored media
 * bytes against the quota. A limit of 0 means none.
 */
export const memberUsageSchema = z.object({
  saves_today: z.number().int(),
  saves_per_day: z.number().int(),
  saves_reset_at: z.string().nullable(),
  media_bytes: z.number().int(),
  media_bytes_quota: z.number().int(),
});
export type MemberUsage = z.infer<typeof memberUsageSchema>;

export const profileSchema = z.object({
  name: z.string().nullable(),
  email: z.string(),
  stash_username: z.string().nullable(),
  avatar_url: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  total_stashes: z.number().int(),
  created_at: z.string(),
  /** Sent by servers that keep member limits. */
  usage: memberUsageSchema.optional(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const updateProfileRequestSchema = z
  .object({
    name: optionalText(100),
    stash_username: usernameSchema.nullable().optional(),
    avatar_url: z.url({ protocol: /^https?$/, error: 'Avatar must be an http(s) URL.' }).max(2048).nullable().optional(),
    instagram_handle: z
      .string()
      .trim()
      .transform((value) => value.replace(/^@/, ''))
      .pipe(z.string().regex(/^[A-Za-z0-9._]{1,30}$/, { error: 'Enter an Instagram handle such as @username.' }))
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const usernameCheckQuerySchema = z.object({ username: z.string().max(200) });
export const usernameCheckResponseSchema = z.object({
  username: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});
export type UsernameCheckResponse = z.infer<typeof usernameCheckResponseSchema>;

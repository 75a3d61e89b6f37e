// The admin console of the private beta: who is waiting, who is invited, who is in, what they tell
// the team, and how the product is doing. Only members with the admin flag may call these; to
// everyone else they do not exist (404).
import { z } from 'zod';

const isoDate = z.string();

export const ADMIN_LIST_LIMIT = 200;

/** Where someone on the waitlist is: not yet invited, invited (a live or spent invite), or a member. */
export const WAITLIST_STATUSES = ['waiting', 'invited', 'joined'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const adminWaitlistQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(WAITLIST_STATUSES).optional(),
});

export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  instagram_handle: z.string(),
  reason: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  joined_waitlist_at: isoDate,
  invited_at: isoDate.nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistResponseSchema = z.object({
  entries: z.array(adminWaitlistEntrySchema),
  /** How many match the search and status, of which `entries` holds the newest ADMIN_LIST_LIMIT. */
  total: z.number().int(),
  counts: z.record(z.enum(WAITLIST_STATUSES), z.number().int()),
});
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponseSchema>;

/** pending: can be claimed; used: claimed; expired: too late; revoked: withdrawn or replaced by a resend. */
export const INVITE_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const adminInviteSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  created_at: isoDate,
  expires_at: isoDate,
  used_at: isoDate.nullable(),
});
export type AdminInvite = z.infer<typeof adminInviteSchema>;

export const adminInvitesResponseSchema = z.object({ invites: z.array(adminInviteSchema) });

export const ADMIN_INVITE_BATCH_MAX = 100;

export const adminInviteRequestSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter valid email addresses.' })))
    .min(1, { error: 'Choose at least one address to invite.' })
    .max(ADMIN_INVITE_BATCH_MAX, { error: `Invite at most ${ADMIN_INVITE_BATCH_MAX} addresses at once.` }),
});
export type AdminInviteRequest = z.infer<typeof adminInviteRequestSchema>;

/** One address of an invite request: invited (and mailed, or not when the mail failed) or skipped with why. */
export const adminInviteOutcomeSchema = z.object({
  email: z.string(),
  outcome: z.enum(['invited', 'already_member']),
  invite: adminInviteSchema.nullable(),
  /** The claim link, shown once to the admin so it can be passed on by hand when mail fails. */
  link: z.string().nullable(),
  mailed: z.boolean(),
});
export type AdminInviteOutcome = z.infer<typeof adminInviteOutcomeSchema>;

export const adminInviteResponseSchema = z.object({ results: z.array(adminInviteOutcomeSchema) });
export type AdminInviteResponse = z.infer<typeof adminInviteResponseSchema>;

export const adminIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

export const adminMembersQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const adminMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  is_admin: z.boolean(),
  joined_at: isoDate,
  last_seen_at: isoDate.nullable(),
  stash_size: z.number().int(),
  disabled: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersResponseSchema = z.object({ members: z.array(adminMemberSchema), total: z.number().int() });

export const adminFeedbackEntrySchema = z.object({
  id: z.string(),
  message: z.string(),
  email: z.string().nullable(),
  page: z.string().nullable(),
  from_member: z.boolean(),
  created_at: isoDate,
});
export type AdminFeedbackEntry = z.infer<typeof adminFeedbackEntrySchema>;

export const adminFeedbackResponseSchema = z.object({ entries: z.array(adminFeedbackEntrySchema), total: z.number().int() });

/** Days of saves the dashboard charts, today included. */
export const DASHBOARD_DAYS = 30;

export const adminDashboardSchema = z.object({
  members: z.object({ total: z.number().int(), new_this_week: z.number().int(), disabled: z.number().int() }),
  waitlist: z.record(z.enum(WAITLIST_STATUSES), z.number().int()),
  /** One entry per day (UTC), oldest first, days without saves included as 0. */
  saves_per_day: z.array(z.object({ day: z.string(), saves: z.number().int() })),
  /** Posts whose organising failed, by the reason recorded, most frequent first. */
  failures_by_reason: z.array(z.object({ reason: z.string(), posts: z.number().int() })),
  /** Work not yet done: posts waiting to be organised, and jobs in the queue by state. */
  queue: z.object({
    posts_waiting: z.number().int(),
    jobs: z.array(z.object({ state: z.string(), jobs: z.number().int() })),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

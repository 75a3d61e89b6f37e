// Joining the waitlist of the private beta (spec sections 2 and 5: the 'Join Our Waitlist' dialog).
import { z } from 'zod';

export const WAITLIST_COPY = {
  title: 'Join Our Waitlist',
  success: "Thanks for joining our waitlist! We'll be in touch soon.",
  /** Joining twice: kind, and the same whoever the address belongs to. */
  alreadyJoined: "You're already on our waitlist. We'll be in touch soon.",
  failure: 'Failed to submit. Please try again.',
  handlePlaceholder: '@username or full URL',
} as const;

/** '@ana.eats', 'ana.eats' or 'https://www.instagram.com/ana.eats/' -> 'ana.eats'; null when it is none of these. */
export function instagramHandleOf(input: string): string | null {
  const trimmed = input.trim();
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/i.exec(trimmed)?.[1];
  const handle = fromUrl ?? trimmed.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle.toLowerCase() : null;
}

export const waitlistRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required.' }).max(100, { error: 'Name must be 100 characters or less.' }),
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid email address.' })),
  instagram_handle: z
    .string()
    .trim()
    .min(1, { error: 'Instagram handle is required.' })
    .refine((value) => instagramHandleOf(value) !== null, { error: 'Enter your Instagram @username or profile link.' }),
  reason: z.string().trim().min(1, { error: 'Tell us why you want to join.' }).max(2000, { error: 'Reason must be 2000 characters or less.' }),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

export const waitlistResponseSchema = z.object({ success: z.literal(true), already_joined: z.boolean(), message: z.string() });
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

// 'Send Feedback' (spec section 2: the mobile menu card and the footer link) and the help page's
// contact form: a message for the team, from a member or a visitor.
import { z } from 'zod';

export const FEEDBACK_COPY = {
  title: 'Send Feedback',
  sent: 'Thanks! Your feedback reached the team.',
  failure: 'Could not send your feedback. Please try again.',
} as const;

export const FEEDBACK_MESSAGE_MAX = 2000;

export const feedbackRequestSchema = z.object({
  message: z.string().trim().min(1, { error: 'Write a message first.' }).max(FEEDBACK_MESSAGE_MAX, { error: `Keep it under ${FEEDBACK_MESSAGE_MAX} characters.` }),
  /** A visitor's address to answer to; a member is answered at theirs. */
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid email address.' })).optional(),
  /** The screen it was sent from (a path). */
  page: z.string().trim().max(200).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ success: z.literal(true) });

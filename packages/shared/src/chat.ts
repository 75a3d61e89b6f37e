// Stash AI (spec section 2, /chat, BETA; section 7, /chat): questions answered from the member's
// own saves, every claim citing the post it came from. One call answers either as JSON or as a
// stream of server-sent events (`Accept: text/event-stream`).
import { z } from 'zod';

export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
export const CHAT_CONVERSATIONS_MAX = 50;
/** Conversation titles are the first question, cut to this length. */
export const CHAT_TITLE_MAX_LENGTH = 80;

export const chatRequestSchema = z
  .object({
    message: z
      .string()
      .max(CHAT_MESSAGE_MAX_LENGTH, { error: `A question is at most ${CHAT_MESSAGE_MAX_LENGTH} characters.` })
      // eslint-disable-next-line no-control-regex
      .transform((value) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]+/g, ' ').trim())
      .pipe(z.string().min(1, { error: 'Type a question.' })),
    conversation_id: z.uuid({ error: 'conversation_id must be a conversation id.' }).optional(),
    /** The member's IANA time zone, for "tonight" and "this weekend"; UTC when left out. */
    time_zone: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** A save an answer draws on; `[n]` in the answer names the n-th citation. */
export const chatCitationSchema = z.object({
  post_id: z.string(),
  entity_id: z.string().nullable(),
  title: z.string(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const chatAnswerSchema = z.object({
  conversation_id: z.string(),
  message_id: z.string(),
  answer: z.string(),
  citations: z.array(chatCitationSchema),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/** The events of a streamed answer, in order: tokens, then citations, then done (or error). */
export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('token'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('citation'), data: chatCitationSchema.extend({ n: z.number().int() }) }),
  z.object({ event: z.literal('done'), data: chatAnswerSchema }),
  z.object({ event: z.literal('error'), data: z.object({ code: z.string(), message: z.string() }) }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const chatConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummarySchema>;

export const chatConversationsResponseSchema = z.object({ conversations: z.array(chatConversationSummarySchema) });

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(chatCitationSchema),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = chatConversationSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationParamsSchema = z.object({ id: z.string() });

/** Questions worth asking of this stash, made from what is in it. */
export const chatSuggestionsResponseSchema = z.object({ questions: z.array(z.string()) });

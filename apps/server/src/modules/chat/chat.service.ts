// Stash AI: a question answered from the member's own saves. Retrieval (the stash's search, with
// its place, time and kind words) picks the evidence; the answer is composed from it offline, or
// written by a language model from it alone; every claim cites its save. A follow-up question
// reads the previous answer's saves again. The question and its answer are kept together, once
// the answer is whole.
import {
  CHAT_CONVERSATIONS_MAX, CHAT_TITLE_MAX_LENGTH, type ChatAnswer, type ChatCitation, type ChatConversation,
  type ChatConversationSummary, type ChatStreamEvent,
} from '@stash/shared';
import type { Database } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { isKnownTimeZone } from '../../lib/local-time';
import { isUuid } from '../../lib/uuid';
import type { StreamingChatModel } from '../../providers/llm/streaming-chat-model';
import { meaningfulWords, type SearchService } from '../search/search.service';
import { composeAnswer } from './answer-composer';
import * as repo from './chat.repo';
import { chooseEvidence, citationOf, EVIDENCE_MAX, narrowEvidence, refOf, restoreEvidence, type EvidenceItem } from './evidence';
import { checkCitations, modelMessages } from './model-answer';
import { readQuestion, type ReadQuestion } from './question-intent';

export type ChatService = ReturnType<typeof createChatService>;

/** Receives the answer as it is made: tokens, then citations, then done. */
export type ChatEventSink = (event: ChatStreamEvent) => void;

/**
 * Keeps a value made from the member's stash alone while the stash is unchanged (the server's kept
 * answers, http/stash-answers.ts): a question asked again, or a suggested question tapped again,
 * retrieves once.
 */
export type KeepValue = <T>(name: string, make: () => Promise<T>) => Promise<T>;

const makeNow: KeepValue = (_name, make) => make();

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Posts retrieved before the evidence is chosen from them. */
const RETRIEVED_POSTS = 16;
/** Earlier turns the model sees. */
const HISTORY_TURNS = 3;
/** Words that only point back at the previous answer. */
const POINTING_WORDS = new Set(['those', 'these', 'them', 'they', 'which', 'of', 'first', 'second', 'last', 'also', 'about', 'how', 'only', 'open', 'late', 'night', 'after', 'until']);

interface Retrieved {
  /** What the question asks, read once for retrieval and answer alike. */
  read: ReadQuestion;
  items: EvidenceItem[];
  total: number;
  subject: string;
  followUp: boolean;
}

export function createChatService({ db, search, model, logger }: { db: Database; search: SearchService; model?: StreamingChatModel; logger?: Logger }) {
  async function ownConversation(userId: string, id: string | undefined): Promise<repo.ConversationRow | null> {
    if (id === undefined) return null;
    const found = isUuid(id) ? await repo.conversation(db, userId, id) : null;
    if (!found) throw new AppError('NOT_FOUND', 'Conversation not found');
    return found;
  }

  /** The best-matching saves for a question, with what it was read as. */
  async function searchSaves(userId: string, question: string, timeZone: string, now: Date) {
    const { planned, ids, total } = await search.rankedPosts(userId, { query: question, limit: RETRIEVED_POSTS, offset: 0, time_zone: timeZone }, now);
    return { planned, total, posts: await repo.evidencePosts(db, userId, ids) };
  }

  async function retrieve(userId: string, question: string, conversationId: string | null, timeZone: string, now: Date, keep: KeepValue): Promise<Retrieved> {
    const read = readQuestion(question);
    const previous = read.followUp && conversationId ? await repo.lastEvidence(db, userId, conversationId) : [];
    if (previous.length > 0) {
      const posts = await repo.evidencePosts(db, userId, [...new Set(previous.map((ref) => ref.post_id))]);
      const restored = restoreEvidence(previous, posts, { openLate: read.openLate });
      const words = meaningfulWords(question).filter((word) => !POINTING_WORDS.has(word));
      const items = read.openLate ? restored : narrowEvidence(restored, words);
      return { read, items, total: items.length, subject: words.join(' '), followUp: true };
    }
    // Time words ("tonight", "this weekend") are read from the hour the question is asked in.
    const hour = now.toISOString().slice(0, 13);
    const { planned, total, posts } = await keep(`chat-retrieval ${timeZone} ${hour} ${question}`, () => searchSaves(userId, question, timeZone, now));
    const items = chooseEvidence(posts, {
      intent: read.intent,
      words: planned.words,
      now,
      openLate: read.openLate,
      timeGiven: planned.understood.some((item) => item.kind === 'time'),
    });
    const subject = [planned.words.join(' '), ...planned.understood.map((item) => item.text)].filter(Boolean).join(' ') || question;
    return { read, items, total, subject, followUp: false };
  }

  /** The answer's text streamed to `emit`, and its citations. */
  async function answerFrom(
    question: string,
    retrieved: Retrieved,
    context: { userId: string; conversationId: string | null; timeZone: string; now: Date },
    emit: ChatEventSink,
  ): Promise<{ answer: string; cited: EvidenceItem[] }> {
    const { read } = retrieved;
    if (model && retrieved.items.length > 0) {
      try {
        const history = context.conversationId ? await historyOf(context.userId, context.conversationId) : [];
        const written = await model.stream(modelMessages({ question, items: retrieved.items, history, now: context.now, timeZone: context.timeZone }), (text) =>
          emit({ event: 'token', data: { text } }),
        );
        return checkCitations(written, retrieved.items);
      } catch (error) {
        // The composed answer stands in; the member sees it after what the model had said, if anything.
        logger?.warn({ model: model.name, reason: error instanceof Error ? error.message : String(error) }, 'the assistant model failed; answering without it');
        emit({ event: 'token', data: { text: '\n\n' } });
      }
    }
    const answer = composeAnswer({
      intent: read.intent,
      items: retrieved.items,
      total: retrieved.total,
      subject: retrieved.subject,
      timeZone: context.timeZone,
      now: context.now,
      followUp: retrieved.followUp,
      openLate: read.openLate,
    });
    // Streamed word by word like a model's answer, so the page shows one kind of answer.
    for (const piece of answer.match(/\S+\s*|\s+/g) ?? []) emit({ event: 'token', data: { text: piece } });
    return { answer, cited: retrieved.items };
  }

  async function historyOf(userId: string, conversationId: string): Promise<Array<{ question: string; answer: string }>> {
    const rows = await repo.messages(db, userId, conversationId);
    const turns: Array<{ question: string; answer: string }> = [];
    for (let index = 0; index + 1 < rows.length; index += 1) {
      if (rows[index]!.role === 'user' && rows[index + 1]!.role === 'assistant') turns.push({ question: rows[index]!.content, answer: rows[index + 1]!.content });
    }
    return turns.slice(-HISTORY_TURNS);
  }

  /**
   * Answers `message` in a new or the given conversation. Events go to `emit` as they are made; the
   * turn is stored once the answer is whole, and `done` carries it.
   */
  async function ask(
    userId: string,
    request: { message: string; conversation_id?: string; time_zone?: string },
    emit: ChatEventSink = () => undefined,
    { now = new Date(), keep = makeNow }: { now?: Date; keep?: KeepValue } = {},
  ): Promise<ChatAnswer> {
    const existing = await ownConversation(userId, request.conversation_id);
    const timeZone = request.time_zone && isKnownTimeZone(request.time_zone) ? request.time_zone : 'UTC';
    const retrieved = await retrieve(userId, request.message, existing?.id ?? null, timeZone, now, keep);
    const { answer, cited } = await answerFrom(request.message, retrieved, { userId, conversationId: existing?.id ?? null, timeZone, now }, emit);
    const citations: ChatCitation[] = cited.map(citationOf);
    const saved = await db.transaction(async (tx) => {
      const conversationId = existing?.id ?? (await repo.createConversation(tx, userId, titleOf(request.message)));
      const messageId = await repo.addTurn(tx, userId, conversationId, {
        question: request.message,
        answer,
        citations,
        evidence: retrieved.items.slice(0, EVIDENCE_MAX).map(refOf),
      });
      return { conversationId, messageId };
    });
    citations.forEach((citation, index) => emit({ event: 'citation', data: { n: index + 1, ...citation } }));
    const done: ChatAnswer = { conversation_id: saved.conversationId, message_id: saved.messageId, answer, citations };
    emit({ event: 'done', data: done });
    return done;
  }

  async function list(userId: string): Promise<{ conversations: ChatConversationSummary[] }> {
    return { conversations: await repo.conversations(db, userId, CHAT_CONVERSATIONS_MAX) };
  }

  async function get(userId: string, id: string): Promise<ChatConversation> {
    const found = await ownConversation(userId, id);
    const messages = await repo.messages(db, userId, found!.id);
    return { ...found!, messages: messages.map(({ evidence: _evidence, ...message }) => message) };
  }

  async function remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await repo.deleteConversation(db, userId, id))) throw new AppError('NOT_FOUND', 'Conversation not found');
  }

  /** Questions this stash can answer, from what it holds. */
  async function suggestedQuestions(userId: string): Promise<{ questions: string[] }> {
    const outline = await repo.stashOutline(db, userId);
    const questions: string[] = [];
    if (outline.upcomingEvents) questions.push("What's on this weekend?", 'What events are coming up?');
    for (const city of outline.cities) questions.push(`Places saved in ${city}`);
    if (outline.recipes) questions.push('Which recipes have I saved?');
    if (outline.places && outline.cities.length === 0) questions.push('Where are the places I saved?');
    if (questions.length === 0) questions.push('What have I saved lately?');
    return { questions: questions.slice(0, 4) };
  }

  /** Throws 404 unless the conversation (when one is named) is the member's. */
  async function assertConversation(userId: string, id: string | undefined): Promise<void> {
    await ownConversation(userId, id);
  }

  return { ask, assertConversation, list, get, remove, suggestedQuestions };
}

function titleOf(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > CHAT_TITLE_MAX_LENGTH ? `${oneLine.slice(0, CHAT_TITLE_MAX_LENGTH - 1)}…` : oneLine;
}

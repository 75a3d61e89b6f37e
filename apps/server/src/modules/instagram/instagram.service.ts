// Saving by Instagram direct message. A webhook delivery is stored (once per message id) and
// answered at once; a queued job then reads each message: a linking code links the sender's
// account to the member who was shown it, a share from a linked account is saved to that member's
// stash, and a share from an unknown account is kept for 7 days (its sender told once how to
// join). When a post that came by message is organised (or fails), its sender is told.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { INSTAGRAM_LINK_CODE_PATTERN, parseSaveLink, type InstagramLink } from '@stash/shared';
import type { Database, Executor } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../db/query-rows';
import { takeLink, takeSharedPost } from '../../ingest/intake';
import type { InstagramMessenger } from '../../providers/messaging/instagram-messenger';
import { INSTAGRAM_MESSAGE_QUEUE, INSTAGRAM_REPLY_QUEUE, type InstagramMessageJob, type InstagramReplyJob } from '../../queue/instagram-queues';
import type { Queue } from '../../queue/queue';
import { clearSenderIds, findProfile, giveSenderId, memberWithSenderId } from '../accounts/accounts.service';
import { incomingMessages, messageText, sharedItems, type MessagingEvent } from './instagram-events';
import { failedReply, joinReply, linkedReply, nothingToSaveReply, savedReply } from './instagram-replies';
import * as repo from './instagram.repo';


const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a share from an unknown account waits for its sender to link. */
const KEEP_UNKNOWN_MS = 7 * DAY_MS;
/** How long a linking code works. */
const CODE_TTL_MS = DAY_MS;
// No 0/O or 1/I/L: the code is read off one screen and typed on another.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const onTransaction = (tx: Executor) => ({ db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });

export interface InstagramOptions {
  db: Database;
  queue: Queue | undefined;
  messenger: InstagramMessenger;
  publicUrl: string;
  /** Stash's own account, shown to members. */
  handle: string | undefined;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type InstagramService = ReturnType<typeof createInstagramService>;

export function createInstagramService({ db, queue, messenger, publicUrl, handle, log }: InstagramOptions) {
  /**
   * Stores a delivery's new messages and queues each, in one transaction: answered quickly, and
   * a delivery Meta sends again (it retries until answered) stores and queues nothing twice.
   */
  async function receive(body: unknown): Promise<{ received: number; stored: number }> {
    // Meta retries a delivery that was not answered 200: nothing is lost while the queue is away.
    if (!queue) throw new AppError('SERVER_ERROR', 'Saving by message is unavailable right now.', { status: 503 });
    const messages = incomingMessages(body);
    let stored = 0;
    await db.transaction(async (tx) => {
      for (const message of messages) {
        const id = await repo.insertMessageOnce(tx, { mid: message.mid, senderId: message.senderId, event: message.event });
        if (!id) continue;
        stored += 1;
        const job: InstagramMessageJob = { messageId: id };
        await queue.send(INSTAGRAM_MESSAGE_QUEUE, job, onTransaction(tx));
      }
    });
    return { received: messages.length, stored };
  }

  /** Reads one stored message (the queued job); a message already handled is left alone. */
  async function handleMessage(messageId: string): Promise<void> {
    if (!queue) return;
    const replies: Array<{ to: string; text: string }> = [];
    await db.transaction(async (tx) => {
      const message = await repo.lockMessage(tx, messageId);
      if (!message || message.state !== 'received') return;
      const event = message.event as MessagingEvent;

      const code = INSTAGRAM_LINK_CODE_PATTERN.exec(messageText(event))?.[0]?.toUpperCase();
      const codeOwner = code ? await repo.takeCode(tx, code) : null;
      if (codeOwner) {
        await giveSenderId(tx, codeOwner, message.senderId);
        await repo.recordLink(tx, message.senderId, codeOwner);
        await repo.setMessageState(tx, message.id, 'linked', { userId: codeOwner });
        replies.push({ to: message.senderId, text: linkedReply((await findProfile(tx, codeOwner))?.name ?? null) });
        // What the account sent while nobody had linked it is saved now.
        for (const kept of await repo.keptMessagesOf(tx, message.senderId)) {
          await saveShares(tx, kept, codeOwner);
        }
        return;
      }

      const member = await memberWithSenderId(tx, message.senderId);
      if (member) {
        const saved = await saveShares(tx, message, member);
        if (saved === 0) replies.push({ to: message.senderId, text: nothingToSaveReply() });
        return;
      }

      await repo.setMessageState(tx, message.id, 'kept', { keepUntil: new Date(Date.now() + KEEP_UNKNOWN_MS) });
      if (await repo.claimJoinReply(tx, message.senderId)) replies.push({ to: message.senderId, text: joinReply(publicUrl) });
    });
    // Sent once the message's outcome is stored; a reply that fails to go out is logged, not retried.
    for (const reply of replies) await sendQuietly(reply.to, reply.text);
  }

  /** Saves what one message shares for the member; answers how many posts it made or found. */
  async function saveShares(tx: Executor, message: repo.InstagramMessageRow, userId: string): Promise<number> {
    const origin = { messageMid: message.mid, senderId: message.senderId };
    let saved = 0;
    for (const item of sharedItems(message.event as MessagingEvent, (url) => parseSaveLink(url).ok)) {
      if (item.kind === 'shared_post') {
        const shared = { key: `instagram-message:${item.attachmentType}:${item.mediaId}`, caption: item.caption, mediaUrl: item.mediaUrl, attachmentType: item.attachmentType };
        await takeSharedPost(queue!, tx, userId, shared, origin);
      } else {
        const parsed = parseSaveLink(item.url);
        if (!parsed.ok) continue;
        await takeLink(queue!, tx, userId, parsed.link, item.url, origin);
      }
      saved += 1;
    }
    await repo.setMessageState(tx, message.id, saved > 0 ? 'saved' : 'ignored', { userId, keepUntil: null });
    return saved;
  }

  async function sendQuietly(recipientId: string, text: string): Promise<void> {
    try {
      await messenger.sendText(recipientId, text);
    } catch (error) {
      log.warn({ recipient: recipientId, reason: error instanceof Error ? error.message : String(error) }, 'an Instagram reply could not be sent');
    }
  }

  /**
   * Tells the sender of a post that came by message that it is organised (or why it failed),
   * once per post. The reply is recorded first and sent after that transaction, so no database
   * connection waits on Meta; a send that fails takes the record back and the job's retry tries again.
   */
  async function replyForPost(postId: string): Promise<void> {
    const reply = await db.transaction(async (tx) => {
      const [post] = await queryRows<{ sender_id: string | null; status: string; title: string | null; status_reason: string | null }>(
        tx,
        sql`SELECT sender_id, status, title, status_reason FROM posts WHERE id = ${postId}`,
      );
      if (!post?.sender_id || (post.status !== 'organised' && post.status !== 'failed')) return null;
      if (!(await repo.claimReply(tx, postId))) return null;
      const text =
        post.status === 'failed'
          ? failedReply(post.status_reason)
          : savedReply({ title: post.title, entities: await entitiesOfPost(tx, postId), link: `${publicUrl}/stash/${postId}` });
      return { to: post.sender_id, text };
    });
    if (!reply) return;
    try {
      await messenger.sendText(reply.to, reply.text);
    } catch (error) {
      await repo.releaseReply(db, postId);
      throw error;
    }
  }

  async function entitiesOfPost(tx: Executor, postId: string) {
    return queryRows<{ name: string; city: string | null }>(
      tx,
      sql`SELECT e.entity_name AS name, e.entity_data->'enrichment_data'->>'city' AS city
          FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
          WHERE pe.post_id = ${postId} ORDER BY pe.created_at, e.entity_name LIMIT 5`,
    );
  }

  // ---- The member's side: linking their account from the profile.

  async function linkState(userId: string): Promise<InstagramLink> {
    const [linkedAt, code] = await Promise.all([repo.linkedAt(db, userId), repo.liveCodeOf(db, userId)]);
    return {
      linked: linkedAt !== null,
      linked_at: linkedAt?.toISOString() ?? null,
      code: code?.code ?? null,
      code_expires_at: code?.expiresAt.toISOString() ?? null,
      stash_account: handle ?? null,
    };
  }

  /** A fresh code for the member (the earlier one stops working). */
  async function newCode(userId: string): Promise<InstagramLink> {
    const code = `STASH-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
    await repo.putCode(db, userId, code, new Date(Date.now() + CODE_TTL_MS));
    return linkState(userId);
  }

  async function unlink(userId: string): Promise<InstagramLink> {
    await db.transaction(async (tx) => {
      await clearSenderIds(tx, userId);
      await repo.recordUnlink(tx, userId);
    });
    return linkState(userId);
  }

  /** Workers for the two queues (created with the pipeline's, ingest-queue.ts). */
  async function startWorkers(pollSeconds: number): Promise<void> {
    if (!queue) return;
    const polling = { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds };
    await queue.work<InstagramMessageJob>(INSTAGRAM_MESSAGE_QUEUE, polling, async (jobs) => {
      for (const job of jobs) await handleMessage(job.data.messageId);
    });
    await queue.work<InstagramReplyJob>(INSTAGRAM_REPLY_QUEUE, polling, async (jobs) => {
      for (const job of jobs) await replyForPost(job.data.postId);
    });
  }

  /** Drops shares from unknown accounts that waited longer than 7 days (housekeeping). */
  async function purgeExpired(): Promise<{ instagramMessages: number }> {
    return { instagramMessages: await repo.deleteExpiredKeptMessages(db) };
  }

  return { receive, handleMessage, replyForPost, linkState, newCode, unlink, startWorkers, purgeExpired };
}

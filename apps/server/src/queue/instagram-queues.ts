// The queues of saving by Instagram message: each received message is read by a job, and the
// pipeline queues a reply to the sender when a post that came by message is organised or fails.
// Created with the pipeline's queues (ingest-queue.ts), so both exist before either sends to them.
export const INSTAGRAM_MESSAGE_QUEUE = 'instagram.message';
export const INSTAGRAM_REPLY_QUEUE = 'instagram.reply';

export interface InstagramMessageJob {
  messageId: string;
}

export interface InstagramReplyJob {
  postId: string;
}

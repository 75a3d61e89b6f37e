// Feedback from members and visitors, kept for the admin. A member's is filed under their account
// and address; a visitor may leave an address to be answered at.
import type { FeedbackRequest } from '@stash/shared';
import type { Database } from '../../db/connection';
import * as accounts from '../accounts/accounts.service';
import * as repo from './feedback.repo';

export type FeedbackService = ReturnType<typeof createFeedbackService>;

export function createFeedbackService({ db }: { db: Database }) {
  async function send(request: FeedbackRequest, memberId: string | null): Promise<{ success: true }> {
    const member = memberId ? await accounts.findUserById(db, memberId) : undefined;
    await repo.insertFeedback(db, {
      userId: member?.id ?? null,
      email: member?.email ?? request.email ?? null,
      message: request.message,
      page: request.page ?? null,
    });
    return { success: true };
  }

  return { send };
}

// Joining the private beta's waitlist: stored once per address, confirmed by email the first time.
// The answer says whether the address was already on the list, never whether it is a member's.
import { WAITLIST_COPY, instagramHandleOf, type WaitlistRequest, type WaitlistResponse } from '@stash/shared';
import type { Database } from '../../db/connection';
import { waitlistEmail } from '../../providers/mailer/email-templates';
import type { Mailer } from '../../providers/mailer/mailer';
import * as repo from './waitlist.repo';

export type WaitlistService = ReturnType<typeof createWaitlistService>;

export function createWaitlistService({ db, mailer }: { db: Database; mailer: Mailer }) {
  async function join(request: WaitlistRequest): Promise<WaitlistResponse> {
    const joined = await repo.joinWaitlist(db, {
      name: request.name,
      email: request.email,
      instagramHandle: instagramHandleOf(request.instagram_handle) ?? request.instagram_handle,
      reason: request.reason,
    });
    if (!joined) return { success: true, already_joined: true, message: WAITLIST_COPY.alreadyJoined };
    await mailer.send(waitlistEmail(request.email, request.name));
    return { success: true, already_joined: false, message: WAITLIST_COPY.success };
  }

  return { join };
}

// What an admin is told after inviting: who was mailed, who was already a member, and whose mail
// failed (their link is shown, to pass on by hand).
import type { AdminInviteOutcome } from '@stash/shared';

export function inviteSummary(results: readonly AdminInviteOutcome[]): string {
  const mailed = results.filter((result) => result.outcome === 'invited' && result.mailed).length;
  const members = results.filter((result) => result.outcome === 'already_member').length;
  const failed = results.filter((result) => result.outcome === 'invited' && !result.mailed).length;
  const parts = [
    mailed > 0 ? `${mailed === 1 ? '1 invite' : `${mailed} invites`} sent` : null,
    members > 0 ? `${members === 1 ? '1 address is' : `${members} addresses are`} already a member` : null,
    failed > 0 ? `${failed === 1 ? '1 mail' : `${failed} mails`} could not be sent` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : 'Nobody was invited.';
}

/** Invites made whose mail did not go out: the admin can copy their links. */
export const unmailedLinks = (results: readonly AdminInviteOutcome[]) =>
  results.filter((result) => result.outcome === 'invited' && !result.mailed && result.link).map((result) => ({ email: result.email, link: result.link! }));

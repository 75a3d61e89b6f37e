// After an invite: links whose mail failed, for the admin to pass on by hand.
import type { AdminInviteOutcome } from '@stash/shared';
import { Alert } from '../../components/ui/alert';
import { unmailedLinks } from './invite-outcomes';

export function UnmailedLinks({ results }: { results: readonly AdminInviteOutcome[] }) {
  const links = unmailedLinks(results);
  if (links.length === 0) return null;
  return (
    <Alert>
      <p>These invites were made but their mail could not be sent. Pass the links on yourself:</p>
      <ul className="mt-2 flex flex-col gap-1">
        {links.map(({ email, link }) => (
          <li key={email} className="break-all">
            <strong>{email}</strong>: <code>{link}</code>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

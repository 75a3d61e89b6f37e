// Invites: invite any address (one or many), and resend or revoke the invites already made.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_INVITE_BATCH_MAX, adminInviteRequestSchema, type AdminInvite, type AdminInviteOutcome } from '@stash/shared';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { formatDay } from './admin-format';
import { cellClasses, headCellClasses, Panel, QueryState, StatusChip, TableScroller, tableClasses } from './admin-parts';
import { inviteSummary } from './invite-outcomes';
import { UnmailedLinks } from './invite-result-note';
import { useInvite, useInvites, useResendInvite, useRevokeInvite } from './use-admin';

/** 'a@x.com, b@y.com' or one per line: the addresses typed, each once. */
export function addressesIn(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

export function InvitesPanel() {
  const invites = useInvites();
  const [results, setResults] = useState<AdminInviteOutcome[]>([]);
  return (
    <div className="flex flex-col gap-6">
      <InviteForm onInvited={setResults} />
      <UnmailedLinks results={results} />
      <Panel title="Invites sent">
        {invites.data ? <InvitesTable invites={invites.data} onResent={setResults} /> : <QueryState query={invites} label="invites" />}
      </Panel>
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited: (results: AdminInviteOutcome[]) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInvite();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminInviteRequestSchema.safeParse({ emails: addressesIn(text) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter valid email addresses.');
      return;
    }
    setProblem(null);
    try {
      const outcome = await invite.mutateAsync(parsed.data.emails);
      onInvited(outcome);
      setText('');
      toast.success(inviteSummary(outcome));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Could not send the invites.');
    }
  }

  return (
    <Panel title="Invite people">
      <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextArea
          label="Email addresses"
          rows={3}
          placeholder={'ana@example.com, ben@example.com\nor one per line'}
          value={text}
          error={problem}
          disabled={invite.isPending}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="text-[13px] text-ink-muted">
          Each address gets its own claim link by email, valid for 14 days. Up to {ADMIN_INVITE_BATCH_MAX} at once; an address with an earlier invite gets a new link and the old one stops working.
        </p>
        <div>
          <Button type="submit" disabled={invite.isPending || text.trim() === ''}>
            {invite.isPending ? 'Sending…' : 'Send invites'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function InvitesTable({ invites, onResent }: { invites: AdminInvite[]; onResent: (results: AdminInviteOutcome[]) => void }) {
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const busy = resend.isPending || revoke.isPending;

  async function onResend(invite: AdminInvite) {
    try {
      const outcome = await resend.mutateAsync(invite.id);
      onResent(outcome);
      toast.success(inviteSummary(outcome));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not resend the invite.');
    }
  }

  async function onRevoke(invite: AdminInvite) {
    if (!window.confirm(`Revoke the invite for ${invite.email ?? 'this link'}? Its link will stop working.`)) return;
    try {
      await revoke.mutateAsync(invite.id);
      toast.success('Invite revoked.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not revoke the invite.');
    }
  }

  if (invites.length === 0) return <p className="py-8 text-center text-[15px] text-ink-muted">No invites yet.</p>;
  return (
    <TableScroller label="Invites table">
      <table className={tableClasses}>
        <caption className="sr-only">Invites, newest first</caption>
        <thead>
          <tr>
            <th className={headCellClasses}>For</th>
            <th className={headCellClasses}>Sent</th>
            <th className={headCellClasses}>Expires</th>
            <th className={headCellClasses}>Status</th>
            <th className={headCellClasses}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => {
            const who = invite.email ?? 'Anyone with the link';
            const open = invite.status === 'pending' || invite.status === 'expired';
            return (
              <tr key={invite.id}>
                <td className={`${cellClasses} break-all`}>{who}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatDay(invite.created_at)}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{invite.status === 'used' ? `Used ${formatDay(invite.used_at)}` : formatDay(invite.expires_at)}</td>
                <td className={cellClasses}>
                  <StatusChip status={invite.status} />
                </td>
                <td className={`${cellClasses} whitespace-nowrap text-right`}>
                  {open && invite.email ? (
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onResend(invite)} aria-label={`Resend the invite for ${who}`}>
                      Resend
                    </Button>
                  ) : null}
                  {invite.status === 'pending' ? (
                    <Button size="sm" variant="ghost" className="ml-2" disabled={busy} onClick={() => void onRevoke(invite)} aria-label={`Revoke the invite for ${who}`}>
                      Revoke
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}

// The waitlist: search it, filter by standing, and invite one person or everyone selected.
import { useState } from 'react';
import { toast } from 'sonner';
import { WAITLIST_STATUSES, type AdminInviteOutcome, type WaitlistStatus } from '@stash/shared';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { formatDay } from './admin-format';
import { cellClasses, headCellClasses, Panel, QueryState, StatusChip, TableScroller, tableClasses } from './admin-parts';
import { inviteSummary } from './invite-outcomes';
import { UnmailedLinks } from './invite-result-note';
import { useInvite, useWaitlist } from './use-admin';

export function WaitlistPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WaitlistStatus | ''>('');
  const q = useDebouncedValue(search.trim(), 250);
  const waitlist = useWaitlist({ ...(q ? { q } : {}), ...(status ? { status } : {}) });
  const invite = useInvite();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<AdminInviteOutcome[]>([]);

  const entries = waitlist.data?.entries ?? [];
  const invitable = entries.filter((entry) => entry.status !== 'joined');
  const chosen = invitable.filter((entry) => selected.has(entry.email)).map((entry) => entry.email);

  function toggle(email: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });
  }

  async function sendInvites(emails: string[]) {
    try {
      const outcome = await invite.mutateAsync(emails);
      setResults(outcome);
      setSelected(new Set());
      toast.success(inviteSummary(outcome));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not send the invites.');
    }
  }

  const counts = waitlist.data?.counts;
  return (
    <Panel
      title="Waitlist"
      actions={
        <Button size="sm" disabled={chosen.length === 0 || invite.isPending} onClick={() => void sendInvites(chosen)}>
          {chosen.length > 0 ? `Invite ${chosen.length} selected` : 'Invite selected'}
        </Button>
      }
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label="Search the waitlist" type="search" placeholder="Name, email or @handle" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          Status
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as WaitlistStatus | '')}
            className="focus-ring h-11 rounded-xl border border-line-strong bg-surface px-3 text-[15px] text-ink"
          >
            <option value="">All{counts ? ` (${counts.waiting + counts.invited + counts.joined})` : ''}</option>
            {WAITLIST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]!.toUpperCase() + value.slice(1)}
                {counts ? ` (${counts[value]})` : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <UnmailedLinks results={results} />
      {waitlist.data ? (
        entries.length === 0 ? (
          <p className="py-8 text-center text-[15px] text-ink-muted">{q || status ? 'Nobody on the waitlist matches.' : 'Nobody is on the waitlist yet.'}</p>
        ) : (
          <TableScroller label="Waitlist table">
            <table className={tableClasses}>
              <caption className="sr-only">People on the waitlist, newest first</caption>
              <thead>
                <tr>
                  <th className={headCellClasses}>
                    <span className="sr-only">Select</span>
                  </th>
                  <th className={headCellClasses}>Person</th>
                  <th className={headCellClasses}>Why they want in</th>
                  <th className={headCellClasses}>Joined the list</th>
                  <th className={headCellClasses}>Status</th>
                  <th className={headCellClasses}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={cellClasses}>
                      {entry.status !== 'joined' ? (
                        <input
                          type="checkbox"
                          className="focus-ring size-4 accent-brand"
                          aria-label={`Select ${entry.name}`}
                          checked={selected.has(entry.email)}
                          onChange={() => toggle(entry.email)}
                        />
                      ) : null}
                    </td>
                    <td className={cellClasses}>
                      <p className="font-medium">{entry.name}</p>
                      <p className="text-ink-muted">{entry.email}</p>
                      <p className="text-ink-muted">@{entry.instagram_handle}</p>
                    </td>
                    <td className={`${cellClasses} max-w-xs`}>
                      <p className="line-clamp-3 text-ink-muted">{entry.reason}</p>
                    </td>
                    <td className={`${cellClasses} whitespace-nowrap`}>{formatDay(entry.joined_waitlist_at)}</td>
                    <td className={cellClasses}>
                      <StatusChip status={entry.status} />
                      {entry.invited_at ? <p className="mt-1 text-[12px] text-ink-muted">{formatDay(entry.invited_at)}</p> : null}
                    </td>
                    <td className={`${cellClasses} text-right`}>
                      {entry.status !== 'joined' ? (
                        <Button size="sm" variant="secondary" disabled={invite.isPending} onClick={() => void sendInvites([entry.email])} aria-label={`${entry.status === 'invited' ? 'Invite again' : 'Invite'} ${entry.name}`}>
                          {entry.status === 'invited' ? 'Invite again' : 'Invite'}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )
      ) : (
        <QueryState query={waitlist} label="waitlist" />
      )}
    </Panel>
  );
}

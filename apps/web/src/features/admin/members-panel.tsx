// Members: who joined, when they were last seen, how much they keep; disable (which ends their
// sessions) or enable them again.
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminMember } from '@stash/shared';
import { useSession } from '../../api/use-session';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { formatDay, formatDayTime } from './admin-format';
import { cellClasses, headCellClasses, Panel, QueryState, StatusChip, TableScroller, tableClasses } from './admin-parts';
import { useMembers, useSetMemberDisabled } from './use-admin';

export function MembersPanel() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const members = useMembers(q);
  const setDisabled = useSetMemberDisabled();
  const { user } = useSession();

  async function onToggle(member: AdminMember) {
    const disabling = !member.disabled;
    const who = member.name ?? member.email;
    if (disabling && !window.confirm(`Disable ${who}? They are signed out everywhere at once and cannot sign in until you enable them.`)) return;
    try {
      await setDisabled.mutateAsync({ id: member.user_id, disabled: disabling });
      toast.success(disabling ? `${who} is disabled and signed out everywhere.` : `${who} can sign in again.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not change the member.');
    }
  }

  return (
    <Panel title="Members" actions={members.data ? <span className="text-sm text-ink-muted">{members.data.total.toLocaleString()} in all</span> : null}>
      <div className="mb-4">
        <TextField label="Search members" type="search" placeholder="Name, email or username" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {members.data ? (
        members.data.members.length === 0 ? (
          <p className="py-8 text-center text-[15px] text-ink-muted">No member matches.</p>
        ) : (
          <TableScroller label="Members table">
            <table className={tableClasses}>
              <caption className="sr-only">Members, newest first</caption>
              <thead>
                <tr>
                  <th className={headCellClasses}>Member</th>
                  <th className={headCellClasses}>Joined</th>
                  <th className={headCellClasses}>Last seen</th>
                  <th className={`${headCellClasses} text-right`}>Stashes</th>
                  <th className={headCellClasses}>Status</th>
                  <th className={headCellClasses}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.members.map((member) => (
                  <tr key={member.user_id}>
                    <td className={cellClasses}>
                      <p className="font-medium">
                        {member.name ?? member.email}
                        {member.is_admin ? <span className="ml-2 text-[12px] font-semibold text-brand-text">Admin</span> : null}
                      </p>
                      <p className="text-ink-muted">{member.username ? `@${member.username} · ${member.email}` : member.email}</p>
                    </td>
                    <td className={`${cellClasses} whitespace-nowrap`}>{formatDay(member.joined_at)}</td>
                    <td className={`${cellClasses} whitespace-nowrap`}>{formatDayTime(member.last_seen_at)}</td>
                    <td className={`${cellClasses} text-right tabular-nums`}>{member.stash_size.toLocaleString()}</td>
                    <td className={cellClasses}>
                      <StatusChip status={member.disabled ? 'disabled' : 'active'} />
                    </td>
                    <td className={`${cellClasses} text-right`}>
                      {member.user_id !== user?.user_id ? (
                        <Button
                          size="sm"
                          variant={member.disabled ? 'secondary' : 'ghost'}
                          disabled={setDisabled.isPending}
                          onClick={() => void onToggle(member)}
                          aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.name ?? member.email}`}
                        >
                          {member.disabled ? 'Enable' : 'Disable'}
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
        <QueryState query={members} label="members" />
      )}
    </Panel>
  );
}

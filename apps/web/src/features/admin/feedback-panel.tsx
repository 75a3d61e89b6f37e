// The feedback inbox: what members and visitors sent from 'Send Feedback' and the help page.
import { formatDayTime } from './admin-format';
import { Panel, QueryState } from './admin-parts';
import { useFeedbackInbox } from './use-admin';

export function FeedbackPanel() {
  const inbox = useFeedbackInbox();
  return (
    <Panel title="Feedback" actions={inbox.data ? <span className="text-sm text-ink-muted">{inbox.data.total.toLocaleString()} in all</span> : null}>
      {inbox.data ? (
        inbox.data.entries.length === 0 ? (
          <p className="py-8 text-center text-[15px] text-ink-muted">No feedback yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label="Feedback, newest first">
            {inbox.data.entries.map((entry) => (
              <li key={entry.id} className="py-4 first:pt-0">
                <p className="text-[15px] whitespace-pre-line text-ink">{entry.message}</p>
                <p className="mt-2 text-[13px] text-ink-muted">
                  {entry.email ? (
                    <a className="text-brand-text underline-offset-4 hover:underline" href={`mailto:${entry.email}`}>
                      {entry.email}
                    </a>
                  ) : (
                    'No address given'
                  )}
                  {' · '}
                  {entry.from_member ? 'member' : 'visitor'}
                  {entry.page ? ` · from ${entry.page}` : ''}
                  {' · '}
                  {formatDayTime(entry.created_at)}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryState query={inbox} label="feedback" />
      )}
    </Panel>
  );
}

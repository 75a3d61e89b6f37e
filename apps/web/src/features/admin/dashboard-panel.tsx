// The dashboard: members, the waitlist, saves per day, why organising failed, and work waiting.
import type { AdminDashboard } from '@stash/shared';
import { BarList, ColumnChart } from './bar-chart';
import { Panel, QueryState } from './admin-parts';
import { useDashboard } from './use-admin';

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function DashboardPanel() {
  const dashboard = useDashboard();
  if (!dashboard.data) return <QueryState query={dashboard} label="dashboard" />;
  return <DashboardFigures figures={dashboard.data} />;
}

function DashboardFigures({ figures }: { figures: AdminDashboard }) {
  const jobs = figures.queue.jobs.reduce((sum, entry) => sum + entry.jobs, 0);
  const stats = [
    { label: 'Members', value: figures.members.total, note: `${figures.members.new_this_week} new this week` },
    { label: 'Disabled', value: figures.members.disabled, note: 'members kept out' },
    { label: 'Waiting', value: figures.waitlist.waiting, note: `${figures.waitlist.invited} invited, ${figures.waitlist.joined} joined` },
    { label: 'Queue', value: figures.queue.posts_waiting, note: `posts to organise · ${jobs} ${jobs === 1 ? 'job' : 'jobs'}` },
  ];
  const savesThisMonth = figures.saves_per_day.reduce((sum, day) => sum + day.saves, 0);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-line bg-surface p-4 shadow-soft">
            <dt className="text-[13px] font-medium text-ink-muted">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{stat.value.toLocaleString()}</dd>
            <dd className="mt-1 text-[12px] text-ink-muted">{stat.note}</dd>
          </div>
        ))}
      </dl>
      <Panel title="Saves per day" actions={<span className="text-sm text-ink-muted">{savesThisMonth.toLocaleString()} in 30 days</span>}>
        <ColumnChart
          title="Saves per day"
          unit="saves"
          bars={figures.saves_per_day.map((day) => ({ label: dayLabel.format(new Date(`${day.day}T00:00:00Z`)), value: day.saves }))}
        />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Organising failures by reason">
          <BarList
            title="Organising failures by reason"
            empty="No post has failed to organise."
            bars={figures.failures_by_reason.map((entry) => ({ label: entry.reason, value: entry.posts }))}
          />
        </Panel>
        <Panel title="Queue">
          <BarList
            title="Jobs in the queue by state"
            empty="The queue is empty."
            bars={figures.queue.jobs.map((entry) => ({ label: entry.state === 'created' ? 'waiting' : entry.state, value: entry.jobs }))}
          />
        </Panel>
      </div>
    </div>
  );
}

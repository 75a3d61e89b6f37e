// Pieces every panel of the console shares: a titled card, a loading or failed state, a status chip.
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/ui/state-panel';
import { Spinner } from '../../components/ui/spinner';

export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = `admin-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-surface p-4 shadow-soft sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What a query shows before it has data: a spinner, or what failed with a way to try again. */
export function QueryState({ query, label }: { query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }; label: string }) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12" role="status" aria-label={`Loading ${label}`}>
        <Spinner className="size-6" />
      </div>
    );
  }
  if (query.isError) return <LoadFailed title={`The ${label} could not be loaded`} message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  return null;
}

const CHIP_TONES: Record<string, string> = {
  waiting: 'bg-surface-muted text-ink-muted',
  invited: 'bg-brand-soft text-brand-text',
  pending: 'bg-brand-soft text-brand-text',
  joined: 'bg-success-soft text-success-text',
  used: 'bg-success-soft text-success-text',
  active: 'bg-success-soft text-success-text',
  expired: 'bg-surface-muted text-ink-muted',
  revoked: 'bg-danger-soft text-danger-text',
  disabled: 'bg-danger-soft text-danger-text',
};

export function StatusChip({ status }: { status: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-[12px] font-semibold capitalize ${CHIP_TONES[status] ?? CHIP_TONES.waiting}`}>{status}</span>
  );
}

/**
 * A table that may be wider than a phone: it scrolls sideways inside its own box, which can take
 * focus so a keyboard can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="focus-ring overflow-x-auto rounded-xl" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

export const tableClasses = 'w-full min-w-[40rem] border-collapse text-left text-sm';
export const headCellClasses = 'border-b border-line px-3 py-2 text-[12px] font-semibold tracking-wide text-ink-muted uppercase';
export const cellClasses = 'border-b border-line px-3 py-3 align-top text-ink';

// One import: its status and counts read live (every 2 s while it runs), a progress bar with a
// spoken summary, why stashes failed, and its actions: cancel, undo (confirmed) and see the stashes.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Import } from '@stash/shared';
import { useCancelImport, useImport, useUndoImport } from '../../api/imports';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';

const STATUS_LABELS: Record<Import['status'], string> = {
  reading: 'Reading the file',
  importing: 'Importing',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Could not import',
  undoing: 'Undoing',
  undone: 'Undone',
};

const SOURCE_LABELS: Record<NonNullable<Import['source']>, string> = {
  instagram: 'Instagram export',
  tiktok: 'TikTok export',
  x: 'X archive',
  links: 'File of links',
};

const stashes = (count: number) => (count === 1 ? '1 stash' : `${count.toLocaleString()} stashes`);

/** Links whose fate is known: already there, organised, failed or left out. */
function settledOf(imported: Import): number {
  const { existing, organised, failed, cancelled } = imported.counts;
  return existing + organised + failed + cancelled;
}

function summaryOf(imported: Import): string {
  const { found, new: added, existing, skipped, organised, failed, pending } = imported.counts;
  if (imported.status === 'reading') return 'Reading your file…';
  if (imported.status === 'failed') return imported.error ?? 'This file could not be imported.';
  if (imported.status === 'undoing') return `Removing the ${stashes(added)} it added…`;
  if (imported.status === 'undone') return `Undone: the ${stashes(added)} it added were removed.`;
  const parts = [`${found.toLocaleString()} found`, `${added.toLocaleString()} new`, `${existing.toLocaleString()} already in your stash`];
  if (skipped > 0) parts.push(`${skipped.toLocaleString()} skipped`);
  parts.push(`${organised.toLocaleString()} organised`);
  if (failed > 0) parts.push(`${failed.toLocaleString()} failed`);
  if (pending > 0) parts.push(`${pending.toLocaleString()} still to do`);
  return `${parts.join(', ')}.`;
}

export function ImportProgressCard({ known }: { known: Import }) {
  const query = useImport(known.id, known);
  const imported = query.data ?? known;
  const cancel = useCancelImport();
  const undo = useUndoImport();
  const [confirming, setConfirming] = useState(false);
  const cancellable = imported.status === 'reading' || imported.status === 'importing';
  // Nothing to measure while the file is read or the stashes are removed: the bar just shows work.
  const indeterminate = imported.status === 'reading' || imported.status === 'undoing';
  const { counts } = imported;
  const settled = settledOf(imported);
  const percent = counts.found > 0 ? Math.min(100, Math.round((settled / counts.found) * 100)) : 0;
  const canUndo = imported.status === 'importing' || imported.status === 'done' || imported.status === 'cancelled';
  const problem = cancel.error?.message ?? undo.error?.message ?? null;
  const titleId = `import-${imported.id}`;

  return (
    <article aria-labelledby={titleId} className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="min-w-0 truncate text-base font-semibold">
          {imported.file_name}
        </h3>
        <span className="text-[13px] text-ink-muted">
          {STATUS_LABELS[imported.status]}
          {imported.source ? ` · ${SOURCE_LABELS[imported.source]}` : ''}
          {` · ${new Date(imported.created_at).toLocaleDateString()}`}
        </span>
      </header>

      {imported.status !== 'failed' && imported.status !== 'undone' ? (
        <div
          role="progressbar"
          aria-label={`Progress of ${imported.file_name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(indeterminate ? {} : { 'aria-valuenow': percent })}
          className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className={`h-full rounded-full bg-brand transition-[width] ${indeterminate ? 'w-1/3 animate-pulse' : ''}`}
            style={indeterminate ? undefined : { width: `${percent}%` }}
          />
        </div>
      ) : null}

      <p aria-live="polite" className={`mt-3 text-[14px] leading-relaxed ${imported.status === 'failed' ? 'text-danger-text' : 'text-ink-muted'}`}>
        {summaryOf(imported)}
      </p>

      {imported.status !== 'failed' && imported.status !== 'reading' ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-[14px] sm:grid-cols-4">
          {(
            [
              ['Found', counts.found],
              ['New', counts.new],
              ['Already in your stash', counts.existing],
              ['Skipped', counts.skipped],
              ['Organised', counts.organised],
              ['Failed', counts.failed],
              ['Still to do', counts.pending],
              ['Left out', counts.cancelled],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-[12px] text-ink-muted">{label}</dt>
              <dd className="font-semibold tabular-nums">{value.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {imported.failures.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-[13px] font-medium">Why some failed</h4>
          <ul className="mt-1 list-disc pl-5 text-[13px] text-ink-muted">
            {imported.failures.map((failure) => (
              <li key={failure.reason}>
                {failure.reason} ({failure.count.toLocaleString()})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {imported.tags.length > 0 ? (
        <p className="mt-3 text-[13px] text-ink-muted">Collections made into tags: {imported.tags.join(', ')}</p>
      ) : null}

      {problem ? (
        <div className="mt-4">
          <Alert>{problem}</Alert>
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-3">
        {counts.new > 0 && imported.status !== 'undone' && imported.status !== 'undoing' ? (
          <Link to={`/manage?import_id=${encodeURIComponent(imported.id)}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            See these stashes
          </Link>
        ) : null}
        {cancellable ? (
          <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(imported.id)}>
            {cancel.isPending ? <Spinner className="size-4" /> : null}
            Cancel
          </Button>
        ) : null}
        {canUndo ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Undo this import
          </Button>
        ) : null}
      </div>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Undo this import?"
        description={`This removes the ${stashes(counts.new)} this import added${cancellable ? ' and stops it' : ''}. Stashes you already had stay as they are.`}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
          <Button
            variant="danger"
            disabled={undo.isPending}
            onClick={() => undo.mutate(imported.id, { onSettled: () => setConfirming(false) })}
          >
            {undo.isPending ? <Spinner className="size-4" /> : null}
            Undo import
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

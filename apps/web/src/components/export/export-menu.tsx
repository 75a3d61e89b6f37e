// "Export": choose a file (what each is for, in a line) and, where a screen has a filter, all the
// stashes or the filtered ones. The server answers a short-lived download address and the browser
// fetches the file from it as any download, so even a very large stash streams to disk.
// Shared by the profile's "Your data" and /manage's toolbar, each in its own lazy screen chunk.
import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import type { ExportFormat, PostFilter } from '@stash/shared';
import { EXPORT_FAILED, requestExport } from '../../api/exports';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { startDownload } from '../../lib/start-download';

export const EXPORT_CHOICES: { format: ExportFormat; label: string; explanation: string }[] = [
  { format: 'json', label: 'JSON', explanation: 'Every stash with all its details, entities and tags, for developers and backups.' },
  { format: 'csv', label: 'Spreadsheet (CSV)', explanation: 'One row per stash, for Excel, Numbers or Google Sheets.' },
  { format: 'csv_entities', label: 'Places & things (CSV)', explanation: 'One row per place, event or thing in your stashes, with addresses and dates.' },
  { format: 'geojson', label: 'Map (GeoJSON)', explanation: 'Your places, for Google My Maps, QGIS or geojson.io.' },
  { format: 'ics', label: 'Calendar (ICS)', explanation: 'Your upcoming events, for Google Calendar, Apple Calendar or Outlook.' },
  { format: 'bookmarks', label: 'Browser bookmarks (HTML)', explanation: 'Your links, to import into Chrome, Firefox or Safari.' },
];

type Scope = 'all' | 'filter';

/** Whether the filter names anything: an empty one is the whole stash. */
const hasFilter = (filter: PostFilter | undefined): filter is PostFilter =>
  filter !== undefined && Object.values(filter).some((value) => value !== undefined && value !== '');

export function ExportMenu({ filter, label = 'Export' }: { filter?: PostFilter; label?: string }) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [scope, setScope] = useState<Scope>('filter');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const filtered = hasFilter(filter);

  function close() {
    if (busy) return;
    setOpen(false);
    setProblem(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const link = await requestExport({ format, ...(filtered && scope === 'filter' ? { filter } : {}) });
      startDownload(link.url, link.file_name);
      toast.success('Your export is downloading', { description: link.file_name });
      setOpen(false);
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Download className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onClose={close} title="Export your stashes" description="Choose a file to download.">
        <form className="flex flex-col gap-5" onSubmit={(event) => void onSubmit(event)}>
          <fieldset className="flex flex-col gap-2" disabled={busy}>
            <legend className="mb-2 text-sm font-medium text-ink">File</legend>
            {EXPORT_CHOICES.map((choice) => (
              <label
                key={choice.format}
                className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-surface-muted px-3.5 py-3 text-sm transition-colors has-checked:border-brand has-checked:bg-surface has-focus-visible:ring-2 has-focus-visible:ring-focus"
              >
                <input
                  type="radio"
                  name="export-format"
                  value={choice.format}
                  checked={format === choice.format}
                  onChange={() => setFormat(choice.format)}
                  className="mt-1 accent-brand"
                  aria-describedby={`export-${choice.format}-explanation`}
                />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium text-ink">{choice.label}</span>
                  <span id={`export-${choice.format}-explanation`} className="text-ink-muted">
                    {choice.explanation}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {filtered ? (
            <fieldset className="flex flex-col gap-2" disabled={busy}>
              <legend className="mb-2 text-sm font-medium text-ink">Stashes</legend>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                <input type="radio" name="export-scope" value="filter" checked={scope === 'filter'} onChange={() => setScope('filter')} className="accent-brand" />
                Current filter
              </label>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                <input type="radio" name="export-scope" value="all" checked={scope === 'all'} onChange={() => setScope('all')} className="accent-brand" />
                Everything
              </label>
            </fieldset>
          ) : null}
          {problem ? <Alert>{problem}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
              {busy ? 'Preparing…' : 'Download'}
            </Button>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

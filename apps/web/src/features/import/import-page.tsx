// /import: bring in what was saved on Instagram, TikTok or X (their exports) or a file of links.
// The upload answers at once; each import's progress is read from the server, so the list and
// its progress are the same after a reload or a server restart.
import { FileInput } from 'lucide-react';
import { useImports } from '../../api/imports';
import { LoadFailed } from '../../components/ui/state-panel';
import { Spinner } from '../../components/ui/spinner';
import { ImportHelp } from './import-help';
import { ImportProgressCard } from './import-progress-card';
import { ImportUploadForm } from './import-upload-form';

export function ImportPage() {
  const imports = useImports();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500 to-pink-500 text-white" aria-hidden="true">
          <FileInput className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Import your saves</h1>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">
            Bring in the posts you saved, liked or bookmarked on Instagram, TikTok or X. Stash adds the ones you do not have yet and
            organises them in the background, behind anything you save yourself.
          </p>
        </div>
      </header>

      <section aria-label="Upload" className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-6">
        <ImportUploadForm />
      </section>
      <ImportHelp />

      <section aria-labelledby="imports-title" className="flex flex-col gap-4">
        <h2 id="imports-title" className="text-lg font-semibold tracking-tight">
          Your imports
        </h2>
        {imports.isPending ? (
          <div role="status" aria-label="Loading your imports" className="flex justify-center py-8">
            <Spinner className="size-6" />
          </div>
        ) : imports.isError ? (
          <LoadFailed title="Your imports could not be loaded" message={imports.error.message} onRetry={() => void imports.refetch()} />
        ) : imports.data.length === 0 ? (
          <p className="text-[15px] text-ink-muted">Nothing imported yet. Your imports and their progress will show here.</p>
        ) : (
          imports.data.map((each) => <ImportProgressCard key={each.id} known={each} />)
        )}
      </section>
    </div>
  );
}

// Choosing (or dropping) an export or a file of links, TikTok's lists, and the upload itself.
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MESSAGES, type TikTokImportList } from '@stash/shared';
import { useUploadImport } from '../../api/imports';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

export const IMPORT_ACCEPT = '.json,.js,.zip,.txt,.csv,.html,.htm';

const TIKTOK_CHOICES: { value: TikTokImportList; label: string }[] = [
  { value: 'favorites', label: 'Favourites' },
  { value: 'liked', label: 'Liked videos' },
  { value: 'both', label: 'Both' },
];

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The uploaded import joins the list of imports (useUploadImport), where its progress shows. */
export function ImportUploadForm() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tiktokLists, setTiktokLists] = useState<TikTokImportList>('favorites');
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImport();

  function choose(chosen: File | null | undefined) {
    setProblem(null);
    if (!chosen) return;
    if (chosen.size === 0) return setProblem(IMPORT_MESSAGES.emptyFile);
    if (chosen.size > IMPORT_MAX_FILE_BYTES) return setProblem(IMPORT_MESSAGES.fileTooLarge);
    setFile(chosen);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setProblem('Choose a file to import first.');
    setProblem(null);
    upload.mutate(
      { file, tiktokLists },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (error) => setProblem(error.message || 'The file could not be uploaded. Please try again.'),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Import a file">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:border-brand ${
          dragging ? 'border-brand bg-brand/5' : 'border-line-strong hover:border-brand/60'
        }`}
      >
        <Upload className="size-7 text-ink-muted" aria-hidden="true" />
        <span className="text-[15px] font-medium">{file ? file.name : 'Choose a file, or drop it here'}</span>
        <span className="text-[13px] text-ink-muted">
          {file ? sizeLabel(file.size) : 'An export (.json, .js or .zip) or a file of links (.txt, .csv, .html)'}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMPORT_ACCEPT}
          className="sr-only"
          aria-label="File to import"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">From a TikTok export, bring in</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {TIKTOK_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-[15px]">
              <input
                type="radio"
                name="tiktok-lists"
                value={choice.value}
                checked={tiktokLists === choice.value}
                onChange={() => setTiktokLists(choice.value)}
                className="accent-brand"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>

      {problem ? <Alert>{problem}</Alert> : null}
      <Button type="submit" size="lg" className="self-start" disabled={upload.isPending} aria-busy={upload.isPending}>
        {upload.isPending ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden="true" />}
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </Button>
    </form>
  );
}

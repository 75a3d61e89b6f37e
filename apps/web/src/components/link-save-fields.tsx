// The link field and its Save button, as the 'Save a Link' dialog and the share screen show them.
import type { RefObject } from 'react';
import { SAVE_LINK_COPY } from '../lib/save-link-copy';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { TextField } from './ui/text-field';

interface LinkSaveFieldsProps {
  value: string;
  onValueChange: (value: string) => void;
  error: string | null;
  submitting: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  submitRef?: RefObject<HTMLButtonElement | null>;
}

export function LinkSaveFields({ value, onValueChange, error, submitting, inputRef, submitRef }: LinkSaveFieldsProps) {
  return (
    <>
      <TextField
        ref={inputRef}
        label={SAVE_LINK_COPY.label}
        name="url"
        // The form is noValidate: the browser's url check would refuse 'instagram.com/p/...' that
        // the shared rule accepts, and speak its own words instead of the spec's.
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder={SAVE_LINK_COPY.placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        error={error}
        // Read-only rather than disabled: it keeps focus, and what was sent cannot change under it.
        readOnly={submitting}
      />
      <Button ref={submitRef} type="submit" fullWidth size="lg" className="mt-5" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner className="size-4.5" />
            {SAVE_LINK_COPY.submitting}
          </>
        ) : (
          SAVE_LINK_COPY.submit
        )}
      </Button>
    </>
  );
}

// Saving one link, in the steps of the 'Save a Link' dialog (spec section 4): idle -> submitting ->
// saved, the shared link rule checked first (a link the server would refuse never leaves the
// browser), the spec's toasts, and the 'being made awesome' note turning into the follow-up after
// 2 s. The dialog and the share screen both run it: the dialog starts empty and takes another
// link after a save; the share screen starts filled in and leads to what was saved.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { parseSaveLink, type SaveLinkResponse } from '@stash/shared';
import { postQueryKeys } from '../api/post-query-keys';
import { profileQueryKeys } from '../api/profile-hooks';
import { saveErrorMessage } from '../api/save-error-message';
import { AUTOFOCUS_DELAY_MS, FOLLOW_UP_DELAY_MS, SAVED_TOAST_MS, SAVE_LINK_COPY } from '../lib/save-link-copy';

/** Sends one link to the server. */
export type LinkSaveFunction = (input: string) => Promise<SaveLinkResponse>;

export type LinkSaveStatus =
  | { phase: 'idle'; error: string | null }
  | { phase: 'submitting' }
  /** `followUp` turns true 2 s after the save; `saved` is the post, to open it from there. */
  | { phase: 'saved'; saved: SaveLinkResponse; followUp: boolean };

export interface LinkSaveFormOptions {
  /** What the input starts with (the share screen's shared link). */
  initialValue?: string;
  /** What takes focus on opening: the input, or the Save button when the link is ready to go. */
  focusFirst?: 'input' | 'submit';
  /** After a save, back to the input for the next link (the dialog's 'add another link below'). */
  refocusAfterSave?: boolean;
}

/**
 * State lives in the component that calls this, so a dialog mounted only while open starts idle
 * every time it opens.
 */
export function useLinkSaveForm(save: LinkSaveFunction, { initialValue = '', focusFirst = 'input', refocusAfterSave = true }: LinkSaveFormOptions = {}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initialValue);
  const [status, setStatus] = useState<LinkSaveStatus>({ phase: 'idle', error: null });
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // A ref, not the status, guards against a second Enter landing before React re-renders.
  const inFlight = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => (focusFirst === 'submit' ? submitRef.current : inputRef.current)?.focus(), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focusFirst]);

  // Each new save restarts the 2 s wait, so a second save shows its own working message.
  useEffect(() => {
    if (status.phase !== 'saved' || status.followUp) return;
    const timer = setTimeout(() => setStatus({ ...status, followUp: true }), FOLLOW_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function onValueChange(next: string) {
    setValue(next);
    // A fix in progress should not keep being told it is wrong; the saved note stays, though.
    if (status.phase === 'idle' && status.error) setStatus({ phase: 'idle', error: null });
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    const checked = parseSaveLink(value);
    if (!checked.ok) {
      setStatus({ phase: 'idle', error: checked.message });
      inputRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setStatus({ phase: 'submitting' });
    let failed = false;
    try {
      const saved = await save(value);
      // These run even if the dialog was closed meanwhile: the member still learns it worked.
      toast.success(SAVE_LINK_COPY.savedToast, {
        duration: SAVED_TOAST_MS,
        description: saved.duplicate ? SAVE_LINK_COPY.duplicateToastDescription : undefined,
      });
      // The feed shows the new pending post and the profile its new total.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.mine() });
      setValue('');
      setStatus({ phase: 'saved', saved, followUp: false });
    } catch (error) {
      failed = true;
      // The input keeps what was typed so the member can fix it or simply try again.
      toast.error(SAVE_LINK_COPY.failedToast);
      setStatus({ phase: 'idle', error: saveErrorMessage(error) });
    } finally {
      inFlight.current = false;
      // Clicking the (then disabled) button dropped focus; the input is where the next step is.
      if (failed || refocusAfterSave) inputRef.current?.focus();
    }
  }

  return { value, onValueChange, status, submit, inputRef, submitRef };
}

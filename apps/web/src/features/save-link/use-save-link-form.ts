// The save dialog's state machine (spec section 4): idle -> submitting -> saved, with the shared
// link rule checked first so a link the server would refuse never leaves the browser.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { parseSaveLink } from '@stash/shared';
import { postQueryKeys } from '../../api/post-query-keys';
import { profileQueryKeys } from '../../api/profile-hooks';
import type { SaveLinkFunction } from './save-link-context';
import { saveErrorMessage } from '../../api/save-error-message';
import { AUTOFOCUS_DELAY_MS, FOLLOW_UP_DELAY_MS, SAVED_TOAST_MS, SAVE_LINK_COPY } from '../../lib/save-link-copy';

export type SaveLinkStatus =
  | { phase: 'idle'; error: string | null }
  | { phase: 'submitting' }
  /** `followUp` turns true 2 s after the save, when the 'you can close this window' note shows. */
  | { phase: 'saved'; followUp: boolean };

/**
 * State lives in the component that calls this, which the dialog mounts only while open, so every
 * opening starts idle with an empty input.
 */
export function useSaveLinkForm(save: SaveLinkFunction) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<SaveLinkStatus>({ phase: 'idle', error: null });
  const inputRef = useRef<HTMLInputElement>(null);
  // A ref, not the status, guards against a second Enter landing before React re-renders.
  const inFlight = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Each new save object restarts the 2 s wait, so a second save shows its own working message.
  useEffect(() => {
    if (status.phase !== 'saved' || status.followUp) return;
    const timer = setTimeout(() => setStatus({ phase: 'saved', followUp: true }), FOLLOW_UP_DELAY_MS);
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
      setStatus({ phase: 'saved', followUp: false });
    } catch (error) {
      // The input keeps what was typed so the member can fix it or simply try again.
      toast.error(SAVE_LINK_COPY.failedToast);
      setStatus({ phase: 'idle', error: saveErrorMessage(error) });
    } finally {
      inFlight.current = false;
      // Clicking the (then disabled) button dropped focus; the input is where the next step is.
      inputRef.current?.focus();
    }
  }

  return { value, onValueChange, status, submit, inputRef };
}

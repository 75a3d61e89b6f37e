// The share screen's save, in the dialog's steps (spec section 4): idle -> submitting -> saved,
// with the shared link rule checked first, the spec's toasts, and the 'being made awesome' note
// turning into the follow-up after 2 s. Unlike the dialog it starts filled in with the shared
// link, and it keeps what was saved so the screen can lead to it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { parseSaveLink, type SaveLinkResponse } from '@stash/shared';
import { postQueryKeys } from '../../api/post-query-keys';
import { profileQueryKeys } from '../../api/profile-hooks';
import { saveErrorMessage } from '../../api/save-error-message';
import { AUTOFOCUS_DELAY_MS, FOLLOW_UP_DELAY_MS, SAVED_TOAST_MS, SAVE_LINK_COPY } from '../../lib/save-link-copy';

/** Sends one link to the server as a share-target save. */
export type ShareSaveFunction = (input: string) => Promise<SaveLinkResponse>;

export type ShareSaveStatus =
  | { phase: 'idle'; error: string | null }
  | { phase: 'submitting' }
  /** `followUp` turns true 2 s after the save; `saved` is the post, to open it from here. */
  | { phase: 'saved'; saved: SaveLinkResponse; followUp: boolean };

export function useShareSave(initialLink: string, linkIsSaveable: boolean, save: ShareSaveFunction) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initialLink);
  const [status, setStatus] = useState<ShareSaveStatus>({ phase: 'idle', error: null });
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const inFlight = useRef(false);

  // A good link needs one press of Save; anything else needs the field first.
  useEffect(() => {
    const timer = setTimeout(() => (linkIsSaveable ? submitRef.current : inputRef.current)?.focus(), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [linkIsSaveable]);

  useEffect(() => {
    if (status.phase !== 'saved' || status.followUp) return;
    const timer = setTimeout(() => setStatus({ ...status, followUp: true }), FOLLOW_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function onValueChange(next: string) {
    setValue(next);
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
      toast.success(SAVE_LINK_COPY.savedToast, {
        duration: SAVED_TOAST_MS,
        description: saved.duplicate ? SAVE_LINK_COPY.duplicateToastDescription : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.mine() });
      setValue('');
      setStatus({ phase: 'saved', saved, followUp: false });
    } catch (error) {
      toast.error(SAVE_LINK_COPY.failedToast);
      setStatus({ phase: 'idle', error: saveErrorMessage(error) });
      inputRef.current?.focus();
    } finally {
      inFlight.current = false;
    }
  }

  return { value, onValueChange, status, submit, inputRef, submitRef };
}

// A save's result as the member reads it: added, already there, or why not.
import type { SaveLinkResponse } from '@stash/shared';
import { EXTENSION_COPY } from './extension-copy';

export type SaveOutcome =
  | { kind: 'saved' | 'duplicate'; message: string; postId: string }
  | { kind: 'failed'; message: string };

export function outcomeOfSave(saved: SaveLinkResponse): SaveOutcome {
  return saved.duplicate
    ? { kind: 'duplicate', message: EXTENSION_COPY.duplicate, postId: saved.id }
    : { kind: 'saved', message: EXTENSION_COPY.saved, postId: saved.id };
}

export function outcomeOfError(error: unknown): SaveOutcome {
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : EXTENSION_COPY.saveFailed;
  return { kind: 'failed', message };
}

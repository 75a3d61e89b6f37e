// Binds pending-deletes.ts (where the why is written down) to the screen: the hidden ids as state,
// the app's toaster for Undo, the bulk call for the delete, and the moments the member leaves
// (unmount, pagehide) for sending what still waits.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateAfterBulk, type BulkResult } from '../../api/posts-bulk';
import { useManageApi } from './manage-api';
import { createPendingDeletes, type PendingDeletes } from './pending-deletes';
import { stashCount } from './manage-copy';

/** How long Undo is offered. */
export const UNDO_WINDOW_MS = 8_000;

export function useDeleteWithUndo() {
  const api = useManageApi();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const toastsRef = useRef(new Map<number, string | number>());
  // Made once for the screen's life: the api and the query client do not change under it.
  const [pending] = useState<PendingDeletes>(() =>
    createPendingDeletes({
      send: (ids, atOnce) => api.bulkPosts(ids, { type: 'delete' }, { atOnce }),
      onHiddenChange: setHidden,
      onSent: () => invalidateAfterBulk(queryClient),
      onFailed: (ids, error) =>
        toast.error(`Couldn't delete ${stashCount(ids.length)}`, {
          description: error instanceof Error && error.message ? error.message : 'Please try again.',
        }),
    }),
  );

  useEffect(() => {
    const toasts = toastsRef.current;
    const leave = () => void pending.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // Leaving the screen ends every chance to undo: send first, then take the toasts down (their
      // own dismissal would commit too, but commit does nothing for a batch already on its way).
      void pending.flush();
      for (const id of toasts.values()) toast.dismiss(id);
    };
  }, [pending]);

  function remove(ids: readonly string[]) {
    const batchId = pending.remove(ids);
    const commit = () => {
      toastsRef.current.delete(batchId);
      void pending.commit(batchId);
    };
    const toastId = toast(`Deleted ${stashCount(ids.length)}`, {
      duration: UNDO_WINDOW_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          toastsRef.current.delete(batchId);
          if (pending.undo(batchId)) toast.success(`Restored ${stashCount(ids.length)}`);
        },
      },
      // Timed out, swiped away, or replaced by the next toast (the app shows one at a time).
      onAutoClose: commit,
      onDismiss: commit,
    });
    toastsRef.current.set(batchId, toastId);
  }

  return { hidden, remove };
}

export type { BulkResult };

// Delete with undo, as plain logic (use-delete-with-undo.ts binds it to the screen and the toaster).
//
// Why the delete waits: deleting a stash on the server takes its tags, entities and links with it,
// so an undo that ran after the fact would need a restore the server does not have. Instead the
// stashes are only hidden at once, the toast offers Undo for a few seconds, and the delete is sent
// when that chance is over (the toast timed out or was replaced or closed). Undo is then just
// showing them again, with no round-trip and nothing to rebuild. If the member leaves first (the
// screen unmounts, or the page is being closed or reloaded: pagehide), every waiting delete is
// sent there and then, with keepalive so the request outlives the page: nothing the member
// deleted comes back, and nothing they undid is lost. A delete the server refuses shows the
// stashes again.

export type BatchState = 'waiting' | 'sending' | 'sent' | 'undone' | 'failed';

export interface PendingDeletesDeps {
  /** Sends the delete; `atOnce` when the page is being left (keepalive, chunks all together). */
  send: (ids: string[], atOnce: boolean) => Promise<unknown>;
  /** The ids to keep off screen changed. */
  onHiddenChange: (hidden: ReadonlySet<string>) => void;
  /** The server deleted them. */
  onSent?: (ids: string[], answer: unknown) => void;
  /** The server refused: they are shown again. */
  onFailed?: (ids: string[], error: unknown) => void;
}

interface Batch {
  ids: string[];
  state: BatchState;
}

export function createPendingDeletes(deps: PendingDeletesDeps) {
  const batches = new Map<number, Batch>();
  let nextId = 1;

  function hidden(): Set<string> {
    const ids = new Set<string>();
    // Sent batches stay hidden: the list may still hold them until it is read again.
    for (const batch of batches.values()) if (batch.state !== 'undone' && batch.state !== 'failed') for (const id of batch.ids) ids.add(id);
    return ids;
  }

  const announce = () => deps.onHiddenChange(hidden());

  function send(batchId: number, atOnce: boolean): Promise<void> {
    const batch = batches.get(batchId);
    // Only a waiting batch goes: an undone one must not, and a sent one must not go twice.
    if (!batch || batch.state !== 'waiting') return Promise.resolve();
    batch.state = 'sending';
    return deps.send(batch.ids, atOnce).then(
      (answer) => {
        batch.state = 'sent';
        deps.onSent?.(batch.ids, answer);
      },
      (error: unknown) => {
        batch.state = 'failed';
        announce();
        deps.onFailed?.(batch.ids, error);
      },
    );
  }

  return {
    /** Hides `ids` now; answers the batch's id, for undo and commit. */
    remove(ids: readonly string[]): number {
      const batchId = nextId;
      nextId += 1;
      batches.set(batchId, { ids: [...new Set(ids)], state: 'waiting' });
      announce();
      return batchId;
    },
    /** Shows the batch again without any call; false when it is already on its way. */
    undo(batchId: number): boolean {
      const batch = batches.get(batchId);
      if (!batch || batch.state !== 'waiting') return false;
      batch.state = 'undone';
      announce();
      return true;
    },
    /** The chance to undo is over: sends the delete (once; nothing after an undo). */
    commit(batchId: number): Promise<void> {
      return send(batchId, false);
    },
    /** The member is leaving: every waiting batch is sent at once. */
    flush(): Promise<void> {
      return Promise.all([...batches.keys()].map((batchId) => send(batchId, true))).then(() => undefined);
    },
    state(batchId: number): BatchState | undefined {
      return batches.get(batchId)?.state;
    },
    hidden,
  };
}

export type PendingDeletes = ReturnType<typeof createPendingDeletes>;

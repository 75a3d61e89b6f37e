import { describe, expect, it } from 'vitest';
import { createPendingDeletes } from './pending-deletes';

function setup(fail = false) {
  const sent: Array<{ ids: string[]; atOnce: boolean }> = [];
  const hiddenSeen: string[][] = [];
  const failed: string[][] = [];
  const pending = createPendingDeletes({
    send: async (ids, atOnce) => {
      sent.push({ ids, atOnce });
      if (fail) throw new Error('Failed to delete post');
      return { changed: ids.length };
    },
    onHiddenChange: (hidden) => hiddenSeen.push([...hidden].sort()),
    onFailed: (ids) => failed.push(ids),
  });
  return { pending, sent, hiddenSeen, failed };
}

describe('delete with undo', () => {
  it('hides at once and sends nothing until the chance to undo is over', async () => {
    const { pending, sent, hiddenSeen } = setup();
    const batch = pending.remove(['a', 'b']);
    expect(hiddenSeen.at(-1)).toEqual(['a', 'b']);
    expect(sent).toEqual([]);
    await pending.commit(batch);
    expect(sent).toEqual([{ ids: ['a', 'b'], atOnce: false }]);
    // Sent stashes stay hidden, and a second commit (the toast's dismissal after its timeout) sends nothing.
    expect([...pending.hidden()].sort()).toEqual(['a', 'b']);
    await pending.commit(batch);
    expect(sent).toHaveLength(1);
    expect(pending.undo(batch)).toBe(false);
  });

  it('undo shows them again without a call, and a later commit sends nothing', async () => {
    const { pending, sent, hiddenSeen } = setup();
    const batch = pending.remove(['a', 'b']);
    expect(pending.undo(batch)).toBe(true);
    expect(hiddenSeen.at(-1)).toEqual([]);
    await pending.commit(batch);
    await pending.flush();
    expect(sent).toEqual([]);
  });

  it('leaving sends every waiting batch at once, and only those', async () => {
    const { pending, sent } = setup();
    const kept = pending.remove(['a']);
    pending.remove(['b']);
    pending.remove(['c', 'd']);
    pending.undo(kept);
    await pending.flush();
    expect(sent).toEqual([
      { ids: ['b'], atOnce: true },
      { ids: ['c', 'd'], atOnce: true },
    ]);
  });

  it('a refused delete shows the stashes again and is reported', async () => {
    const { pending, hiddenSeen, failed } = setup(true);
    const batch = pending.remove(['a']);
    await pending.commit(batch);
    expect(hiddenSeen.at(-1)).toEqual([]);
    expect(failed).toEqual([['a']]);
    expect(pending.state(batch)).toBe('failed');
  });
});

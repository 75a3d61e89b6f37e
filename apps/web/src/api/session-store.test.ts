import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store';
import { ana } from './testing/fixtures';

describe('createSessionStore', () => {
  it('notifies subscribers of changes and keeps the state object stable otherwise', () => {
    const store = createSessionStore({ status: 'loading', user: null });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.setState({ status: 'loading', user: null });
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    store.setState({ status: 'signed_in', user: ana });
    expect(store.getState()).toEqual({ status: 'signed_in', user: ana });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createSessionStore({ status: 'loading', user: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.setState({ status: 'signed_out', user: null });
    expect(listener).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForTarget } from './watch-for-target';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function add(tour: string): HTMLElement {
  const element = document.createElement('section');
  element.dataset.tour = tour;
  document.body.append(element);
  return element;
}

describe('watchForTarget', () => {
  it('finds an element already on the page at once', () => {
    const element = add('here');
    const onChange = vi.fn();
    const stop = watchForTarget('[data-tour="here"]', { timeoutMs: 100, onChange, onMissing: vi.fn() });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(element);
    stop();
  });

  it('waits for an element that arrives later', async () => {
    const onChange = vi.fn();
    const onMissing = vi.fn();
    const stop = watchForTarget('[data-tour="later"]', { timeoutMs: 1_000, onChange, onMissing });
    expect(onChange).not.toHaveBeenCalled();
    const element = add('later');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(element));
    expect(onMissing).not.toHaveBeenCalled();
    stop();
  });

  it('gives up after the timeout instead of waiting for ever', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onMissing = vi.fn();
    watchForTarget('[data-tour="never"]', { timeoutMs: 500, onChange, onMissing });
    vi.advanceTimersByTime(499);
    expect(onMissing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not count an element that is on the page but not shown', () => {
    vi.useFakeTimers();
    add('hidden').checkVisibility = () => false;
    const onChange = vi.fn();
    const onMissing = vi.fn();
    watchForTarget('[data-tour="hidden"]', { timeoutMs: 200, onChange, onMissing });
    vi.advanceTimersByTime(200);
    expect(onChange).not.toHaveBeenCalled();
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('follows the element when the screen swaps it for another', async () => {
    const first = add('swapped');
    const onChange = vi.fn();
    const onMissing = vi.fn();
    const stop = watchForTarget('[data-tour="swapped"]', { timeoutMs: 1_000, onChange, onMissing });
    first.remove();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
    const second = add('swapped');
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(second));
    expect(onChange.mock.calls).toEqual([[first], [null], [second]]);
    expect(onMissing).not.toHaveBeenCalled();
    stop();
  });

  it('gives up when the element goes and does not come back', async () => {
    vi.useFakeTimers();
    const element = add('gone');
    const onChange = vi.fn();
    const onMissing = vi.fn();
    watchForTarget('[data-tour="gone"]', { timeoutMs: 300, onChange, onMissing });
    element.remove();
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await vi.advanceTimersByTimeAsync(300);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('stops for good when told to', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onMissing = vi.fn();
    const stop = watchForTarget('[data-tour="late"]', { timeoutMs: 200, onChange, onMissing });
    stop();
    add('late');
    await vi.advanceTimersByTimeAsync(500);
    expect(onChange).not.toHaveBeenCalled();
    expect(onMissing).not.toHaveBeenCalled();
  });
});

// Toast timing of spec section 9: one at a time, each shown for 1.5 s.
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';
import { ThemeProvider } from './theme/theme-provider';

/** Sonner's exit animation before a dismissed toast leaves the DOM. */
const EXIT_MS = 200;

/** Moves the clock in small steps so React effects run between sonner's chained timers. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 10) act(() => vi.advanceTimersByTime(Math.min(10, left)));
  act(() => vi.advanceTimersByTime(0));
}

function renderToaster() {
  render(
    <ThemeProvider>
      <AppToaster />
    </ThemeProvider>,
  );
}

function show(message: string) {
  act(() => void toast(message));
  // Sonner publishes each toast on a zero-delay timer.
  advance(0);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
});

afterEach(() => {
  act(() => void toast.dismiss());
  advance(1_000);
  vi.useRealTimers();
});

describe('AppToaster', () => {
  it('shows a toast for 1.5 s', () => {
    renderToaster();
    show('Tag created');
    expect(screen.getByText('Tag created')).toBeInTheDocument();

    advance(1_400);
    expect(screen.getByText('Tag created')).toBeInTheDocument();

    advance(100 + EXIT_MS + 50);
    expect(screen.queryByText('Tag created')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the last', () => {
    renderToaster();
    show('Tag created');
    advance(500);
    show('Tags saved');
    advance(EXIT_MS + 50);

    expect(screen.getByText('Tags saved')).toBeInTheDocument();
    expect(screen.queryByText('Tag created')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    // The newcomer gets its own full 1.5 s.
    advance(1_100);
    expect(screen.getByText('Tags saved')).toBeInTheDocument();
    advance(400 + EXIT_MS);
    expect(screen.queryByText('Tags saved')).not.toBeInTheDocument();
  });

  it('lets a toast ask for longer, as the saved-link toast does (2 s)', () => {
    renderToaster();
    act(() => void toast('Added to your stash!', { duration: 2_000 }));
    advance(0);
    advance(1_800);
    expect(screen.getByText('Added to your stash!')).toBeInTheDocument();
    advance(200 + EXIT_MS + 50);
    expect(screen.queryByText('Added to your stash!')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollapsibleSummary } from './collapsible-summary';

const LONG = 'A long summary. '.repeat(80);

/** jsdom has no layout: a screen `width` px wide, and text that is `textHeight` px tall in a box clamped to 9 lines. */
function layout({ width, textHeight }: { width: number; textHeight: number }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)' && width >= 768,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(textHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(Math.min(textHeight, 9 * 24));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CollapsibleSummary', () => {
  it('clamps to 9 lines from 768 px with Expand, and Show less folds it again', async () => {
    layout({ width: 768, textHeight: 40 * 24 });
    render(<CollapsibleSummary text={LONG} />);
    const text = screen.getByText(LONG.trim());
    expect(text).toHaveClass('line-clamp-9');

    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(text).not.toHaveClass('line-clamp-9');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(text).toHaveClass('line-clamp-9');
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no toggle when the text fits in 9 lines', () => {
    layout({ width: 1440, textHeight: 4 * 24 });
    render(<CollapsibleSummary text="Short and sweet." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the whole text and no toggle below 768 px', () => {
    layout({ width: 390, textHeight: 40 * 24 });
    render(<CollapsibleSummary text={LONG} />);
    expect(screen.getByText(LONG.trim())).not.toHaveClass('line-clamp-9');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

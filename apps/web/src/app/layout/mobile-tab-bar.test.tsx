// Who sees the phone's bottom tab bar, where its tabs lead, and how it reacts to scrolling.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ana } from '../../api/testing/fixtures';
import { useSession } from '../../api/use-session';
import { SaveLinkProvider } from '../../features/save-link/save-link-provider';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { MobileTabBar } from './mobile-tab-bar';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

const signedIn = () => vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: ana });
const signedOut = () => vi.mocked(useSession).mockReturnValue({ status: 'signed_out', user: null });

function renderBar(at = '/home', path = at) {
  // The bar alone inside the provider, so 'Save a link' is its button and not the desktop one.
  return renderWithProviders(
    <SaveLinkProvider save={vi.fn()}>
      <MobileTabBar />
    </SaveLinkProvider>,
    { at, path },
  );
}

/** Moves the window to `y` and lets the (frame-throttled) scroll listener see it. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

const bar = () => screen.getByRole('navigation', { name: 'Tab bar' });

beforeEach(() => {
  // Run each frame at once so a scroll's effect is visible synchronously.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MobileTabBar', () => {
  it('gives members Home, Feed, Save, Map and Events on phones only', () => {
    signedIn();
    renderBar('/posts');
    const nav = bar();
    // jsdom applies no CSS, so the breakpoint is checked through the class that sets it.
    expect(nav).toHaveClass('md:hidden', 'fixed', 'bottom-0');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Feed', '/posts'],
      ['Map', '/places'],
      ['Events', '/events'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Save a link' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks the current screen’s tab', () => {
    signedIn();
    renderBar('/places');
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current');
  });

  it('is not shown to visitors', () => {
    signedOut();
    renderBar();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('stays off the claim pages', () => {
    signedIn();
    renderBar('/claim/abc', '/claim/:token');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens the Save a Link dialog from the central button', async () => {
    signedIn();
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Save a link' }));
    expect(screen.getByRole('dialog', { name: 'Save a Link' })).toBeInTheDocument();
  });

  it('scrolls back to the top when Home is tapped on home', async () => {
    signedIn();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const user = userEvent.setup();
    renderBar('/home');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('scrolls instantly when the reader prefers less motion', async () => {
    signedIn();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    vi.stubGlobal('matchMedia', vi.fn(() => ({ matches: true })));
    const user = userEvent.setup();
    renderBar('/home');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('navigates home from another screen without scrolling', async () => {
    signedIn();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const user = userEvent.setup();
    renderBar('/posts');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(scroll).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('slides away while scrolling down and comes back on scrolling up', () => {
    signedIn();
    renderBar();
    expect(bar()).toHaveAttribute('data-hidden', 'false');

    scrollTo(400);
    expect(bar()).toHaveAttribute('data-hidden', 'true');
    expect(bar()).toHaveClass('translate-y-full', 'motion-reduce:transition-none');

    // A nudge below the threshold is jitter, not a change of direction.
    scrollTo(397);
    expect(bar()).toHaveAttribute('data-hidden', 'true');

    scrollTo(300);
    expect(bar()).toHaveAttribute('data-hidden', 'false');
  });

  it('always shows near the top of the page', () => {
    signedIn();
    renderBar();
    scrollTo(400);
    scrollTo(420);
    expect(bar()).toHaveAttribute('data-hidden', 'true');
    scrollTo(10);
    expect(bar()).toHaveAttribute('data-hidden', 'false');
  });

  it('comes back when keyboard focus moves into it', () => {
    signedIn();
    renderBar();
    scrollTo(400);
    expect(bar()).toHaveAttribute('data-hidden', 'true');
    act(() => screen.getByRole('link', { name: 'Feed' }).focus());
    expect(bar()).toHaveAttribute('data-hidden', 'false');
  });
});

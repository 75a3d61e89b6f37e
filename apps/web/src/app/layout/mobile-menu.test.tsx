// The phone's top bar and its slide-down menu: what a member finds in it, how it opens and closes,
// where focus goes, and what a visitor sees instead.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@stash/shared';
import { useProfile } from '../../api/profile-hooks';
import { session } from '../../api/session';
import { ana, anaProfile } from '../../api/testing/fixtures';
import { useSession } from '../../api/use-session';
import { MANUAL_THEME_STORAGE_KEY, THEME_STORAGE_KEY } from '../../lib/theme';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ThemeProvider } from '../theme/theme-provider';
import { SiteHeader } from './site-header';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../api/profile-hooks', () => ({ useProfile: vi.fn() }));
vi.mock('../../api/session', () => ({ session: { signOut: vi.fn(async () => {}) } }));

const NOW = Date.parse('2026-11-24T19:00:00Z');

function member(profile: Profile | undefined = anaProfile) {
  vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: ana });
  vi.mocked(useProfile).mockReturnValue({ data: profile } as unknown as ReturnType<typeof useProfile>);
}

function visitor() {
  vi.mocked(useSession).mockReturnValue({ status: 'signed_out', user: null });
  vi.mocked(useProfile).mockReturnValue({ data: undefined } as unknown as ReturnType<typeof useProfile>);
}

function renderHeader(at = '/posts') {
  return renderWithProviders(
    <ThemeProvider>
      <SiteHeader />
    </ThemeProvider>,
    { at, path: '*' },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => screen.getByRole('dialog', { name: 'Menu' });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
  document.body.style.overflow = '';
});

describe('mobile menu', () => {
  it('is a menu button on phones only, closed at first', () => {
    member();
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveClass('md:hidden');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The desktop account menu is still there, from md up.
    expect(screen.getByRole('button', { name: 'Account menu' }).closest('.hidden')).toHaveClass('md:block');
    // The phone's search icon, beside the desktop nav's Search entry.
    expect(screen.getAllByRole('link', { name: 'Search' }).map((link) => link.getAttribute('href'))).toEqual(['/search', '/search']);
  });

  it('shows who is signed in, their stash count and their Stash’n age', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const profileLink = within(menu()).getByRole('link', { name: /Ana/ });
    expect(profileLink).toHaveAttribute('href', '/profile');
    expect(profileLink).toHaveTextContent('A');
    expect(profileLink).toHaveTextContent('@ana');
    expect(within(menu()).getByTestId('menu-stash-count')).toHaveTextContent('12 stashes');
    // Created 2025-03-02, seen on 2026-11-24.
    expect(within(menu()).getByTestId('menu-stash-age')).toHaveTextContent("1 year Stash'n");
  });

  it('falls back to the email without a username, and singular for one stash', async () => {
    member({ ...anaProfile, name: null, stash_username: null, total_stashes: 1, created_at: '2026-11-21T19:00:00Z' });
    renderHeader();
    await userEvent.click(menuButton());
    const profileLink = within(menu()).getByRole('link', { name: /ana@example.com/ });
    expect(profileLink).toHaveTextContent('ana');
    expect(within(menu()).getByTestId('menu-stash-count')).toHaveTextContent('1 stash');
    expect(within(menu()).getByTestId('menu-stash-age')).toHaveTextContent("3 days Stash'n");
  });

  it('opens Send Feedback from its card, closing the menu', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    await userEvent.click(within(menu()).getByRole('button', { name: /Send Feedback/ }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    // A member is answered at their own address: no email field.
    expect(within(screen.getByRole('dialog', { name: 'Send Feedback' })).queryByLabelText(/Your email/)).not.toBeInTheDocument();
  });

  it('lists the spec’s links, the feedback card, the theme switch, the small print and social links', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    const nav = within(menu()).getByRole('navigation', { name: 'Menu links' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Events', '/events'],
      ['Map', '/places'],
      ['Manage', '/manage'],
      ['Stash AIBETA', '/chat'],
    ]);
    expect(within(menu()).getByRole('button', { name: /Send Feedback/ })).toBeInTheDocument();
    expect(within(menu()).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(menu()).getByRole('button', { name: "What's New" })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(menu()).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    const social = within(menu()).getByRole('list', { name: 'Stash elsewhere' });
    expect(within(social).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Stash on Instagram',
      'Stash on TikTok',
      'Stash on X',
    ]);
    expect(within(menu()).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('moves focus in, keeps it there, and gives it back on Escape', async () => {
    member();
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const profileLink = within(menu()).getByRole('link', { name: /Ana/ });
    expect(profileLink).toHaveFocus();

    // Backwards from the first item lands on the menu button, and back again wraps to the last.
    await user.tab({ shift: true });
    expect(menuButton()).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(menu()).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.tab();
    expect(profileLink).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('locks the page scroll while open', async () => {
    member();
    document.body.style.overflow = 'auto';
    renderHeader();
    await userEvent.click(menuButton());
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(menuButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes when a link navigates', async () => {
    member();
    renderHeader('/posts');
    await userEvent.click(menuButton());
    await userEvent.click(within(menu()).getByRole('link', { name: 'Events' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a tap outside it', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    const backdrop = menu().previousElementSibling as HTMLElement;
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the theme and keeps the choice over the system', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    const toggle = within(menu()).getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem(MANUAL_THEME_STORAGE_KEY)).toBe('true');
  });

  it('opens What’s New in place of the menu', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    await userEvent.click(within(menu()).getByRole('button', { name: "What's New" }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "What's New" })).toBeInTheDocument();
  });

  it('signs out from the menu', async () => {
    member();
    renderHeader();
    await userEvent.click(menuButton());
    await act(async () => {
      await userEvent.click(within(menu()).getByRole('button', { name: 'Sign out' }));
    });
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('gives visitors Join Waitlist and Login instead of a menu', async () => {
    visitor();
    renderHeader('/faq');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(screen.getByRole('dialog', { name: 'Join Our Waitlist' })).toBeInTheDocument();
  });
});

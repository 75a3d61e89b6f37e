import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@stash/shared';
import { changePassword, checkUsername, deleteAccount, getProfile, signOutEverywhere, updateProfile } from '../../api/profile';
import { session } from '../../api/session';
import { useSession } from '../../api/use-session';
import { ThemeProvider } from '../../app/theme/theme-provider';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { bookmarkletHref } from './bookmarklet';
import { ProfilePage } from './profile-page';

vi.mock('../../api/profile', () => ({
  getProfile: vi.fn(), updateProfile: vi.fn(), checkUsername: vi.fn(), changePassword: vi.fn(), signOutEverywhere: vi.fn(), exportAccount: vi.fn(), deleteAccount: vi.fn(),
  getInstagramLink: vi.fn(async () => ({ linked: false, linked_at: null, code: null, code_expires_at: null, stash_account: null })), newInstagramCode: vi.fn(), unlinkInstagram: vi.fn(),
}));
vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../api/posts', () => ({
  listPosts: vi.fn(async () => ({ posts: [], total: 42, hasMore: true, categoryCounts: { food: 30, events: 12 } })),
}));
vi.mock('../../api/entities-hooks', () => ({
  useEntityTypes: () => ({ isPending: false, data: { types: [{ type: 'restaurant', count: 20 }, { type: 'bar', count: 5 }, { type: 'event', count: 7 }, { type: 'recipe', count: 3 }], total: 35 } }),
}));
vi.mock('../../api/session', () => ({ session: { signOut: vi.fn(async () => {}) } }));

const ana: Profile = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  stash_username: 'ana.s',
  avatar_url: null,
  instagram_handle: 'ana.eats',
  total_stashes: 42,
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

function renderProfile() {
  return renderWithProviders(
    <ThemeProvider>
      <ProfilePage />
    </ThemeProvider>,
    { at: '/profile', path: '/profile' },
  );
}

describe('ProfilePage', () => {
  beforeEach(() => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: { user_id: 'u1', email: ana.email, sender_ids: [], is_admin: false } });
    vi.mocked(getProfile).mockReset();
    vi.mocked(getProfile).mockResolvedValue(ana);
    vi.mocked(updateProfile).mockReset();
    vi.mocked(checkUsername).mockReset();
    vi.mocked(changePassword).mockReset();
    vi.mocked(signOutEverywhere).mockReset();
    vi.mocked(session.signOut).mockClear();
  });

  it('chooses the theme, and can hand it back to the system', async () => {
    const user = userEvent.setup();
    renderProfile();
    const appearance = within(await screen.findByRole('region', { name: 'Appearance' }));
    expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(appearance.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('stash_manual_theme_preference')).toBe('true');
    await user.click(appearance.getByRole('radio', { name: 'System' }));
    expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(localStorage.getItem('stash_manual_theme_preference')).toBeNull();
  });

  it('shows who the member is: initial, name, username, stash count and age', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('@ana.s')).toBeInTheDocument();
    expect(screen.getByText("42 stashes · 3 days Stash'n")).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram handle')).toHaveValue('@ana.eats');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const stash = within(screen.getByRole('region', { name: 'Your stash' }));
    expect((await stash.findByText('Places', { selector: 'dt' })).nextSibling).toHaveTextContent('25');
    expect(stash.getByText('Events', { selector: 'dt' }).nextSibling).toHaveTextContent('7');
    expect(await stash.findByRole('list', { name: 'Stashes by category' })).toHaveTextContent(/Food\s*30/);
  });

  it('saves a changed name, checking a new username first', async () => {
    vi.mocked(checkUsername).mockResolvedValue({ username: 'taken_name', available: false, reason: 'This username is taken.' });
    vi.mocked(updateProfile).mockResolvedValue({ ...ana, name: 'Ana S.' });
    const user = userEvent.setup();
    renderProfile();
    const details = within(await screen.findByRole('region', { name: 'Your details' }));
    await user.clear(details.getByLabelText('Username'));
    await user.type(details.getByLabelText('Username'), 'taken_name');
    expect(await details.findByText('This username is taken.', {}, { timeout: 3_000 })).toBeInTheDocument();
    await user.clear(details.getByLabelText('Username'));
    await user.type(details.getByLabelText('Username'), 'ana.s');
    await user.clear(details.getByLabelText('Name'));
    await user.type(details.getByLabelText('Name'), 'Ana S.');
    await user.click(details.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ name: 'Ana S.', stash_username: 'ana.s', instagram_handle: 'ana.eats' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('changes the password with the current one, and says what did not match', async () => {
    vi.mocked(changePassword).mockResolvedValue();
    const user = userEvent.setup();
    renderProfile();
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(password.getByLabelText('Current password'), 'old-password');
    await user.type(password.getByLabelText('New password'), 'new-password-1');
    await user.type(password.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(password.getByLabelText('Confirm new password'));
    await user.type(password.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(changePassword).toHaveBeenCalledWith('old-password', 'new-password-1'));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(password.getByLabelText('Current password')).toHaveValue('');
  });

  it('signs out everywhere, then here', async () => {
    vi.mocked(signOutEverywhere).mockResolvedValue();
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalled());
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    vi.mocked(getProfile).mockRejectedValueOnce(new Error('Request timeout'));
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Request timeout')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
  });

  it('deletes the account only once its email is typed, then signs out', async () => {
    vi.mocked(deleteAccount).mockReset();
    vi.mocked(deleteAccount).mockResolvedValue();
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your email address'), 'someone@else.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type the email address of this account exactly to confirm.');
    expect(deleteAccount).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Your email address'));
    await user.type(within(dialog).getByLabelText('Your email address'), 'Ana@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(deleteAccount).toHaveBeenCalledWith('Ana@Example.com'));
    await waitFor(() => expect(session.signOut).toHaveBeenCalled());
  });

  it("offers the 'Save to Stash' bookmarklet for this Stash, to drag or to copy", async () => {
    const user = userEvent.setup();
    renderProfile();
    const section = within(await screen.findByRole('region', { name: 'Bookmarklet' }));
    const link = section.getByRole('link', { name: 'Save to Stash' });
    // Set past React, which would refuse a javascript: URL.
    expect(link).toHaveAttribute('href', bookmarkletHref(window.location.origin));
    expect(link.getAttribute('href')).toMatch(/^javascript:/);
    expect(link).toHaveAccessibleDescription(/drag Save to Stash to your bookmarks bar/);

    // Clicked here it does nothing but say how it is used.
    await user.click(link);
    expect(section.getByRole('status')).toHaveTextContent('Drag this button to your bookmarks bar');

    await user.click(section.getByRole('button', { name: 'Copy bookmarklet' }));
    expect(await navigator.clipboard.readText()).toBe(bookmarkletHref(window.location.origin));
    expect(section.getByRole('status')).toHaveTextContent('Bookmarklet copied');
    expect(section.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

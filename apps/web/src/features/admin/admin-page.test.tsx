import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard, AdminInviteOutcome, AdminMember, AdminWaitlistEntry } from '@stash/shared';
import { adminApi } from '../../api/admin';
import { useSession } from '../../api/use-session';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { AdminPage } from './admin-page';
import { addressesIn } from './invites-panel';
import { inviteSummary } from './invite-outcomes';

vi.mock('../../api/admin', () => ({
  adminApi: {
    getDashboard: vi.fn(), getWaitlist: vi.fn(), getInvites: vi.fn(), invite: vi.fn(), resendInvite: vi.fn(), revokeInvite: vi.fn(),
    getMembers: vi.fn(), setMemberDisabled: vi.fn(), getFeedback: vi.fn(),
  },
}));
vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

const dashboard: AdminDashboard = {
  members: { total: 12, new_this_week: 3, disabled: 1 },
  waitlist: { waiting: 5, invited: 2, joined: 4 },
  saves_per_day: Array.from({ length: 30 }, (_, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, saves: index === 29 ? 7 : 0 })),
  failures_by_reason: [{ reason: 'The post is private.', posts: 4 }],
  queue: { posts_waiting: 2, jobs: [{ state: 'created', jobs: 2 }] },
};

const wendy: AdminWaitlistEntry = {
  id: 'w1', name: 'Wendy', email: 'wendy@example.com', instagram_handle: 'wendy', reason: 'Too many reels', status: 'waiting',
  joined_waitlist_at: '2026-11-20T10:00:00Z', invited_at: null,
};
const jo: AdminWaitlistEntry = { ...wendy, id: 'w2', name: 'Jo', email: 'jo@example.com', status: 'joined' };

const dora: AdminMember = {
  user_id: 'u2', email: 'dora@example.com', name: 'Dora', username: 'dora', is_admin: false, joined_at: '2026-11-01T00:00:00Z',
  last_seen_at: null, stash_size: 14, disabled: false,
};

const invited = (email: string): AdminInviteOutcome => ({
  email, outcome: 'invited', mailed: true, link: `http://stash.test/claim/${email}`,
  invite: { id: `i-${email}`, email, status: 'pending', created_at: '2026-11-25T00:00:00Z', expires_at: '2026-12-09T00:00:00Z', used_at: null },
});

function renderAdmin(at = '/admin') {
  return renderWithProviders(<AdminPage />, { at, path: '/admin' });
}

describe('AdminPage', () => {
  beforeEach(() => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: { user_id: 'u1', email: 'boss@example.com', sender_ids: [], is_admin: true } });
    vi.mocked(adminApi.getDashboard).mockResolvedValue(dashboard);
    vi.mocked(adminApi.getWaitlist).mockResolvedValue({ entries: [wendy, jo], total: 2, counts: { waiting: 1, invited: 0, joined: 1 } });
    vi.mocked(adminApi.getInvites).mockResolvedValue([]);
    vi.mocked(adminApi.getMembers).mockResolvedValue({ members: [dora], total: 1 });
    vi.mocked(adminApi.getFeedback).mockResolvedValue({ entries: [{ id: 'f1', message: 'Love the map', email: 'v@example.com', page: '/map', from_member: false, created_at: '2026-11-24T09:00:00Z' }], total: 1 });
    vi.mocked(adminApi.invite).mockReset();
    vi.mocked(adminApi.setMemberDisabled).mockReset();
  });

  it('opens on the dashboard: figures, and the saves chart described for screen readers', async () => {
    renderAdmin();
    expect(await screen.findByText('new this week', { exact: false })).toHaveTextContent('3 new this week');
    expect(screen.getByRole('img', { name: 'Saves per day: 7 saves in 30 days, at most 7 in a day' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Organising failures by reason' })).getByText('The post is private.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between sections with the arrow keys, keeping the section in the address', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Waitlist' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Waitlist' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Waitlist' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(await screen.findByText('Love the map')).toBeInTheDocument();
  });

  it('invites the selected people from the waitlist; members cannot be selected', async () => {
    const user = userEvent.setup();
    vi.mocked(adminApi.invite).mockResolvedValue([invited('wendy@example.com')]);
    renderAdmin('/admin?tab=waitlist');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Wendy' }));
    expect(screen.queryByRole('checkbox', { name: 'Select Jo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite 1 selected' }));
    expect(adminApi.invite).toHaveBeenCalledWith(['wendy@example.com']);
    expect(await screen.findByText('1 invite sent.')).toBeInTheDocument();
    // The lists are read again, so the entry shows its new standing.
    await waitFor(() => expect(vi.mocked(adminApi.getWaitlist).mock.calls.length).toBeGreaterThan(1));
  });

  it('checks typed addresses before inviting them, and shows links whose mail failed', async () => {
    const user = userEvent.setup();
    vi.mocked(adminApi.invite).mockResolvedValue([{ ...invited('ana@example.com'), mailed: false }]);
    renderAdmin('/admin?tab=invites');
    const field = await screen.findByLabelText('Email addresses');
    await user.type(field, 'ana@example.com, not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect(await screen.findByText('Enter valid email addresses.')).toBeInTheDocument();
    expect(adminApi.invite).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect(await screen.findByText('http://stash.test/claim/ana@example.com')).toBeInTheDocument();
  });

  it('disables a member after confirming', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.mocked(adminApi.setMemberDisabled).mockResolvedValue({ ...dora, disabled: true });
    renderAdmin('/admin?tab=members');
    await user.click(await screen.findByRole('button', { name: 'Disable Dora' }));
    expect(adminApi.setMemberDisabled).toHaveBeenCalledWith('u2', true);
    expect(await screen.findByText('Dora is disabled and signed out everywhere.')).toBeInTheDocument();
  });

  it('says what failed to load, with a way to try again', async () => {
    vi.mocked(adminApi.getDashboard).mockRejectedValue(new Error('Server unavailable'));
    renderAdmin();
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
  });
});

describe('invite helpers', () => {
  it('reads addresses separated by commas, spaces or lines, each once', () => {
    expect(addressesIn(' a@x.com,b@y.com\nA@X.com; c@z.com ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
  });

  it('sums up what an invite did', () => {
    expect(inviteSummary([invited('a@x.com'), invited('b@x.com'), { ...invited('c@x.com'), outcome: 'already_member', mailed: false }])).toBe(
      '2 invites sent, 1 address is already a member.',
    );
  });
});

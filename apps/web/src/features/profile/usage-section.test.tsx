import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@stash/shared';
import { getProfile } from '../../api/profile';
import { useSession } from '../../api/use-session';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { UsageSection } from './usage-section';

vi.mock('../../api/profile', () => ({ getProfile: vi.fn(), updateProfile: vi.fn() }));
vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

const profile: Profile = {
  name: 'Ana',
  email: 'ana@example.com',
  stash_username: null,
  avatar_url: null,
  instagram_handle: null,
  total_stashes: 3,
  created_at: new Date().toISOString(),
  usage: { saves_today: 12, saves_per_day: 500, saves_reset_at: new Date(Date.now() + 3_600_000).toISOString(), media_bytes: 300 * 1024 * 1024, media_bytes_quota: 2 * 1024 ** 3 },
};

describe('UsageSection', () => {
  beforeEach(() => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: { user_id: 'u1', email: profile.email, sender_ids: [], is_admin: false } });
    vi.mocked(getProfile).mockReset();
  });

  it('says it is loading, then shows saves today and stored media against their limits', async () => {
    let answer: (value: Profile) => void = () => undefined;
    vi.mocked(getProfile).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<UsageSection />, { at: '/profile', path: '/profile' });
    const region = within(screen.getByRole('region', { name: 'Usage' }));
    expect(region.getByRole('status')).toHaveTextContent('Loading usage…');
    answer(profile);
    expect(await region.findByRole('meter', { name: 'Saves today: 12 of 500' })).toHaveAttribute('value', '12');
    expect(region.getByRole('meter', { name: 'Pictures and videos: 300.0 MB of 2.0 GB' })).toBeInTheDocument();
    expect(region.getByText(/^Resets at /)).toBeInTheDocument();
  });

  it('says when the media quota is used up', async () => {
    vi.mocked(getProfile).mockResolvedValue({ ...profile, usage: { ...profile.usage!, media_bytes: 2 * 1024 ** 3 } });
    renderWithProviders(<UsageSection />, { at: '/profile', path: '/profile' });
    expect(await screen.findByText('New stashes keep their text and links, without stored pictures.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstagramLink } from '@stash/shared';
import { getInstagramLink, newInstagramCode, unlinkInstagram } from '../../api/profile';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { InstagramSection } from './instagram-section';

vi.mock('../../api/profile', () => ({ getInstagramLink: vi.fn(), newInstagramCode: vi.fn(), unlinkInstagram: vi.fn() }));

const notLinked: InstagramLink = { linked: false, linked_at: null, code: null, code_expires_at: null, stash_account: 'stash.saves' };
const waiting: InstagramLink = { ...notLinked, code: 'STASH-K7PQ2M', code_expires_at: '2026-11-27T10:00:00Z' };
const linked: InstagramLink = { ...notLinked, linked: true, linked_at: '2026-11-26T10:00:00Z' };

const renderSection = () => renderWithProviders(<InstagramSection />, { at: '/profile', path: '/profile' });

describe('InstagramSection', () => {
  beforeEach(() => {
    vi.mocked(getInstagramLink).mockReset();
    vi.mocked(newInstagramCode).mockReset();
    vi.mocked(unlinkInstagram).mockReset();
  });

  it('gives a code to send to Stash\'s account, then shows the link once the code arrived', async () => {
    const user = userEvent.setup();
    vi.mocked(getInstagramLink).mockResolvedValueOnce(notLinked).mockResolvedValue(linked);
    vi.mocked(newInstagramCode).mockResolvedValue(waiting);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText('STASH-K7PQ2M')).toBeInTheDocument();
    expect(screen.getAllByText('@stash.saves').length).toBeGreaterThan(0);
    expect(screen.getByText('Waiting for your message…')).toBeInTheDocument();
    // The section checks again by itself while the code waits.
    expect(await screen.findByText(/Your Instagram account is linked since/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('unlinks the account', async () => {
    const user = userEvent.setup();
    vi.mocked(getInstagramLink).mockResolvedValue(linked);
    vi.mocked(unlinkInstagram).mockResolvedValue(notLinked);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Unlink Instagram' }));
    expect(await screen.findByRole('button', { name: 'Get a code' })).toBeInTheDocument();
  });

  it('shows the new code when a check begun before it was asked for answers after it', async () => {
    const user = userEvent.setup();
    const newCode: InstagramLink = { ...waiting, code: 'STASH-N3WC0D' };
    let answerStaleCheck = () => {};
    vi.mocked(getInstagramLink)
      .mockResolvedValueOnce(waiting)
      // The next check, held as a slow answer would be, answers the code it began with.
      .mockImplementationOnce(() => new Promise<InstagramLink>((resolve) => (answerStaleCheck = () => resolve(waiting))))
      .mockResolvedValue(newCode);
    vi.mocked(newInstagramCode).mockResolvedValue(newCode);
    const { queryClient } = renderSection();
    expect(await screen.findByText('STASH-K7PQ2M')).toBeInTheDocument();
    void queryClient.refetchQueries({ queryKey: ['profile', 'instagram'] });
    await vi.waitFor(() => expect(getInstagramLink).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: /new code/i }));
    expect(await screen.findByText('STASH-N3WC0D')).toBeInTheDocument();
    answerStaleCheck();
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: ['profile', 'instagram'] })).toBe(0));
    expect(queryClient.getQueryData<InstagramLink>(['profile', 'instagram'])?.code).toBe('STASH-N3WC0D');
    expect(await screen.findByText('STASH-N3WC0D')).toBeInTheDocument();
  });

  it('says when the server has no Instagram account set up', async () => {
    vi.mocked(getInstagramLink).mockResolvedValue({ ...notLinked, stash_account: null });
    renderSection();
    expect(await screen.findByText('Saving by Instagram message is not set up on this server yet.')).toBeInTheDocument();
  });
});

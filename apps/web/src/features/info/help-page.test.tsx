import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../api/use-session';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { HelpPage } from './help-page';

vi.mock('../../api/feedback', () => ({ sendFeedback: vi.fn() }));
vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

describe('HelpPage', () => {
  it('shows how to save, the questions and a contact form (no email field for a member)', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false } });
    renderWithProviders(<HelpPage />, { at: '/help', path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saving a post' })).toBeInTheDocument();
    expect(screen.getByText('How do I save a link?')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your email/)).not.toBeInTheDocument();
  });

  it('starts the guided tour again with the start-ftue event', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false } });
    const started = vi.fn();
    window.addEventListener('start-ftue', started);
    renderWithProviders(<HelpPage />, { at: '/help', path: '/help' });
    await userEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    window.removeEventListener('start-ftue', started);
    expect(started).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_COPY } from '@stash/shared';
import { sendFeedback } from '../api/feedback';
import { useSession } from '../api/use-session';
import { renderWithProviders } from '../lib/testing/render-with-providers';
import { FeedbackForm } from './feedback-form';

vi.mock('../api/feedback', () => ({ sendFeedback: vi.fn() }));
vi.mock('../api/use-session', () => ({ useSession: vi.fn() }));

describe('FeedbackForm', () => {
  beforeEach(() => {
    vi.mocked(sendFeedback).mockReset();
    vi.mocked(useSession).mockReturnValue({ status: 'signed_out', user: null });
  });

  it("sends a visitor's message with the page and the address they gave, then thanks them", async () => {
    vi.mocked(sendFeedback).mockResolvedValue();
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm onSent={onSent} />, { at: '/faq', path: '/faq' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message first.');
    await user.type(screen.getByLabelText('Your message'), 'Please add Google Maps lists');
    await user.type(screen.getByLabelText(/Your email/), 'vis@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendFeedback).toHaveBeenCalledWith({ message: 'Please add Google Maps lists', email: 'vis@example.com', page: '/faq' }));
    expect(await screen.findByText(FEEDBACK_COPY.sent)).toBeInTheDocument();
    expect(onSent).toHaveBeenCalled();
  });

  it('keeps the message and says so when sending fails', async () => {
    vi.mocked(sendFeedback).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm />, { at: '/help', path: '/help' });
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(FEEDBACK_COPY.failure)).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello');
  });
});

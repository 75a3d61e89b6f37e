import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WAITLIST_COPY } from '@stash/shared';
import { joinWaitlist } from '../api/waitlist';
import { renderWithProviders } from '../lib/testing/render-with-providers';
import { WaitlistDialog } from './waitlist-dialog';

vi.mock('../api/waitlist', () => ({ joinWaitlist: vi.fn() }));
const mockedJoin = vi.mocked(joinWaitlist);

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<WaitlistDialog open onClose={onClose} />, { at: '/login', path: '/login' });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Join Our Waitlist' }) };
}

async function fill(dialog: HTMLElement, values: { name?: string; email?: string; handle?: string; reason?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(within(dialog).getByLabelText('Name'), values.name);
  if (values.email) await user.type(within(dialog).getByLabelText('Email'), values.email);
  if (values.handle) await user.type(within(dialog).getByLabelText('Instagram handle'), values.handle);
  if (values.reason) await user.type(within(dialog).getByLabelText('Why do you want to join?'), values.reason);
  return user;
}

describe('WaitlistDialog', () => {
  beforeEach(() => {
    mockedJoin.mockReset();
  });

  it('asks for every field and a real address before sending, focusing the first problem', async () => {
    const { dialog } = renderDialog();
    const user = await fill(dialog, { name: 'Lena', email: 'lena-at-example' });
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(mockedJoin).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Instagram handle is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tell us why you want to join.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Instagram handle')).toHaveAttribute('placeholder', '@username or full URL');
  });

  it('sends the four fields (not the current tool), closes and says thanks', async () => {
    mockedJoin.mockResolvedValue({ success: true, already_joined: false, message: WAITLIST_COPY.success });
    const { dialog, onClose } = renderDialog();
    const user = await fill(dialog, { name: 'Lena', email: 'lena@example.com', handle: '@lena.eats', reason: 'too many saved reels' });
    await user.type(within(dialog).getByLabelText(/What do you use/), 'screenshots');
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockedJoin).toHaveBeenCalledWith({ name: 'Lena', email: 'lena@example.com', instagram_handle: '@lena.eats', reason: 'too many saved reels' });
    expect(await screen.findByText(WAITLIST_COPY.success)).toBeInTheDocument();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    mockedJoin.mockRejectedValue(new Error('network down'));
    const { dialog, onClose } = renderDialog();
    const user = await fill(dialog, { name: 'Lena', email: 'lena@example.com', handle: 'lena.eats', reason: 'saves' });
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(await within(dialog).findByText(WAITLIST_COPY.failure)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Lena');
  });
});

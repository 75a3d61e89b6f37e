import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMagicLink, validateClaimToken } from '../../api/auth';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ClaimPage } from './claim-page';

vi.mock('../../api/auth', () => ({ validateClaimToken: vi.fn(), sendMagicLink: vi.fn() }));

const mockedValidate = vi.mocked(validateClaimToken);
const mockedSend = vi.mocked(sendMagicLink);

function renderClaim(token = 'invite-123') {
  return renderWithProviders(<ClaimPage />, { at: `/claim/${token}`, path: '/claim/:token' });
}

describe('ClaimPage', () => {
  beforeEach(() => {
    mockedValidate.mockReset();
    mockedSend.mockReset();
  });

  it('checks the invite first', () => {
    mockedValidate.mockReturnValue(new Promise(() => {}));
    renderClaim();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invite...');
    expect(mockedValidate).toHaveBeenCalledWith('invite-123');
  });

  it('explains an invalid invite and links back to the start', async () => {
    mockedValidate.mockResolvedValue({ valid: false });
    renderClaim();
    expect(await screen.findByText('Invalid or expired token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stash' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it gives one", async () => {
    mockedValidate.mockResolvedValue({ valid: false, error: 'This invite has already been claimed' });
    renderClaim();
    expect(await screen.findByText('This invite has already been claimed')).toBeInTheDocument();
  });

  it('treats a failed check as an unusable invite', async () => {
    mockedValidate.mockRejectedValue(new Error('Request timeout'));
    renderClaim();
    expect(await screen.findByText('Request timeout')).toBeInTheDocument();
  });

  it("prefills the invite's email, sends the magic link and says where it went", async () => {
    const user = userEvent.setup();
    mockedValidate.mockResolvedValue({ valid: true, email: 'ana@example.com' });
    mockedSend.mockResolvedValue({ success: true });
    renderClaim();

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    await user.clear(email);
    await user.type(email, 'ana.souza@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));

    expect(mockedSend).toHaveBeenCalledWith('invite-123', 'ana.souza@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ana.souza@example.com')).toBeInTheDocument();
  });

  it('shows why sending failed and keeps the form', async () => {
    const user = userEvent.setup();
    mockedValidate.mockResolvedValue({ valid: true });
    mockedSend.mockResolvedValue({ success: false });
    renderClaim();

    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send magic link');
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
  });

  it('asks for an email before sending', async () => {
    const user = userEvent.setup();
    mockedValidate.mockResolvedValue({ valid: true, email: null });
    renderClaim();
    await user.click(await screen.findByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    expect(mockedSend).not.toHaveBeenCalled();
  });
});

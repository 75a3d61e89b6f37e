import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyMagicLink } from '../../api/auth';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { VerifyMagicLinkPage } from './verify-magic-link-page';

vi.mock('../../api/auth', () => ({ verifyMagicLink: vi.fn() }));

const mockedVerify = vi.mocked(verifyMagicLink);
const user = { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false };
const signedIn = { success: true, user, access_token: 'a', refresh_token: 'r' };

function renderVerify() {
  return renderWithProviders(
    <StrictMode>
      <VerifyMagicLinkPage />
    </StrictMode>,
    { at: '/verify/link-9', path: '/verify/:linkId' },
  );
}

describe('VerifyMagicLinkPage', () => {
  beforeEach(() => {
    mockedVerify.mockReset();
  });

  it('spends the link once, even under StrictMode, and goes to setup when needed', async () => {
    mockedVerify.mockResolvedValue({ ...signedIn, needs_setup: true });
    renderVerify();
    expect(screen.getByRole('heading', { name: 'Signing you in...' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account-setup'));
    expect(mockedVerify).toHaveBeenCalledTimes(1);
    expect(mockedVerify).toHaveBeenCalledWith('link-9');
  });

  it('goes home with a welcome when the account is already set up', async () => {
    mockedVerify.mockResolvedValue({ ...signedIn, needs_setup: false });
    renderVerify();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('says the link could not be verified', async () => {
    mockedVerify.mockRejectedValue(new Error('Failed to verify magic link'));
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Failed to verify magic link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stash' })).toHaveAttribute('href', '/');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSetup } from '../../api/auth';
import { checkUsername } from '../../api/profile';
import { profileQueryKeys } from '../../api/profile-hooks';
import { isTourOfferDue } from '../../lib/guided-tour';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { AccountSetupPage } from './account-setup-page';

vi.mock('../../api/auth', () => ({ completeSetup: vi.fn() }));
vi.mock('../../api/profile', () => ({ checkUsername: vi.fn() }));

const mockedCompleteSetup = vi.mocked(completeSetup);
const mockedCheckUsername = vi.mocked(checkUsername);

function renderSetup() {
  return renderWithProviders(<AccountSetupPage />, { at: '/account-setup', path: '/account-setup' });
}

describe('AccountSetupPage', () => {
  beforeEach(() => {
    mockedCompleteSetup.mockReset();
    mockedCheckUsername.mockReset();
    localStorage.clear();
  });

  it('checks the username after a pause and reports the answer', async () => {
    const user = userEvent.setup();
    mockedCheckUsername.mockImplementation(async (username) =>
      username === 'ana' ? { username, available: false, reason: 'This username is taken.' } : { username, available: true },
    );
    renderSetup();

    await user.type(screen.getByLabelText('Username'), 'ana');
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(mockedCheckUsername).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Username'), '_s');
    expect(await screen.findByText('@ana_s is available')).toBeInTheDocument();
    expect(mockedCheckUsername).toHaveBeenLastCalledWith('ana_s');
  });

  it('rules out a badly formed username without asking the server', async () => {
    const user = userEvent.setup();
    renderSetup();
    await user.type(screen.getByLabelText('Username'), 'a!');
    expect(await screen.findByText('Username must be 3 to 30 characters.')).toBeInTheDocument();
    expect(mockedCheckUsername).not.toHaveBeenCalled();
  });

  it('validates the fields, then completes setup and goes home', async () => {
    const user = userEvent.setup();
    mockedCheckUsername.mockImplementation(async (username) => ({ username, available: true }));
    mockedCompleteSetup.mockResolvedValue(undefined as never);
    const { queryClient } = renderSetup();
    // A profile read before setup (by the header, say) has no name yet.
    queryClient.setQueryData(profileQueryKeys.mine(), { name: null });

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Username'), 'Ana_S');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enougX');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await screen.findByText('@ana_s is available');

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(mockedCompleteSetup).toHaveBeenCalledWith({ name: 'Ana Souza', username: 'ana_s', password: 'long-enough' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    // ...and must not greet the member nameless on home.
    expect(queryClient.getQueryState(profileQueryKeys.mine())?.isInvalidated).toBe(true);
    // A new member: home offers the guided tour once.
    expect(isTourOfferDue()).toBe(true);
  });

  it('shows a failed setup in an alert', async () => {
    const user = userEvent.setup();
    mockedCheckUsername.mockImplementation(async (username) => ({ username, available: true }));
    mockedCompleteSetup.mockRejectedValue(new Error(''));
    renderSetup();

    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Username'), 'ana_s');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to complete account setup');
  });
});

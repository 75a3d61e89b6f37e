import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login, sendSignInLink } from '../../api/auth';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { LoginPage } from './login-page';

vi.mock('../../api/auth', () => ({ login: vi.fn(), sendSignInLink: vi.fn() }));

const mockedLogin = vi.mocked(login);
const member = { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false };

function renderLogin() {
  return renderWithProviders(<LoginPage />, { at: '/login', path: '/login' });
}

describe('LoginPage', () => {
  beforeEach(() => {
    mockedLogin.mockReset();
  });

  it('shows the welcome, the beta pill and the sign-in form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: /welcome to stash/i })).toBeInTheDocument();
    expect(screen.getByText('Now in private beta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it('reads "Signing in..." and is disabled while busy', async () => {
    const user = userEvent.setup();
    mockedLogin.mockReturnValue(new Promise(() => {}));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), '  ana@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busyButton = screen.getByRole('button', { name: 'Signing in...' });
    expect(busyButton).toBeDisabled();
    expect(mockedLogin).toHaveBeenCalledWith('ana@example.com', 'secret-pass');
  });

  it("shows the server's message in an alert when sign-in fails", async () => {
    const user = userEvent.setup();
    mockedLogin.mockRejectedValue(new Error('Invalid email or password. Please try again.'));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('welcomes the member back and goes to /home on success', async () => {
    const user = userEvent.setup();
    mockedLogin.mockResolvedValue(member);
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
  });

  it('opens the waitlist form, and Escape gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Our Waitlist' });
    expect(within(dialog).getByLabelText('Instagram handle')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toHaveFocus();
  });

  it('mails a sign-in link to the address typed, saying so without telling whether it is a member', async () => {
    vi.mocked(sendSignInLink).mockResolvedValue();
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link instead' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in with an email link' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(sendSignInLink).toHaveBeenCalledWith('ana@example.com'));
    expect(within(dialog).getByText(/if ana@example.com has a Stash account, a sign-in link is on its way/)).toBeInTheDocument();
  });
});

import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../api/use-session';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { RequireAdmin } from './require-admin';
import { RequireSession } from './require-session';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

const mockedUseSession = vi.mocked(useSession);
const member = { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false };

function renderAt(path: string) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RedirectIfSignedIn />}>
            <Route path="/" element={<h1>Login screen</h1>} />
          </Route>
          <Route element={<RequireSession />}>
            <Route path="/home/*" element={<h1>Member home</h1>} />
            <Route element={<RequireAdmin />}>
              <Route path="/admin" element={<h1>Admin console</h1>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </Suspense>,
  );
}

describe('route guards', () => {
  beforeEach(() => {
    mockedUseSession.mockReset();
  });

  it('sends a visitor from a member route to /', () => {
    mockedUseSession.mockReturnValue({ status: 'signed_out', user: null });
    renderAt('/home');
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Member home' })).not.toBeInTheDocument();
  });

  it('shows the admin console to admins, and the not-found page to other members', async () => {
    mockedUseSession.mockReturnValue({ status: 'signed_in', user: member });
    const { unmount } = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin console' })).not.toBeInTheDocument();
    unmount();
    mockedUseSession.mockReturnValue({ status: 'signed_in', user: { ...member, is_admin: true } });
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Admin console' })).toBeInTheDocument();
  });

  it('shows a spinner while the session is loading', () => {
    mockedUseSession.mockReturnValue({ status: 'loading', user: null });
    renderAt('/home/anything');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('lets a member in', () => {
    mockedUseSession.mockReturnValue({ status: 'signed_in', user: member });
    renderAt('/home/recent');
    expect(screen.getByRole('heading', { name: 'Member home' })).toBeInTheDocument();
  });

  it('sends a member away from the login screen to /home', () => {
    mockedUseSession.mockReturnValue({ status: 'signed_in', user: member });
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Member home' })).toBeInTheDocument();
  });
});

import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../api/use-session';
import { PENDING_SHARE_KEY } from '../../lib/pending-share';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { RequireSessionKeepingShare } from './require-session-keeping-share';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

const mockedUseSession = vi.mocked(useSession);
const member = { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false };
const SHARED = '?text=Look+https%3A%2F%2Fwww.instagram.com%2Fp%2FC3bKz7rPq1M%2F';

function ShareScreen() {
  const { search } = useLocation();
  return <h1>Share screen {search}</h1>;
}

function renderAt(path: string) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RedirectIfSignedIn />}>
            <Route path="/" element={<h1>Login screen</h1>} />
          </Route>
          <Route path="/home" element={<h1>Member home</h1>} />
          <Route element={<RequireSessionKeepingShare />}>
            <Route path="/share" element={<ShareScreen />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Suspense>,
  );
}

afterEach(() => {
  mockedUseSession.mockReset();
  sessionStorage.clear();
});

describe('the share screen guard', () => {
  it('lets a member in with what was shared', () => {
    mockedUseSession.mockReturnValue({ status: 'signed_in', user: member });
    renderAt(`/share${SHARED}`);
    expect(screen.getByRole('heading', { name: `Share screen ${SHARED}` })).toBeInTheDocument();
  });

  it('sends a visitor to sign in with the shared link kept, and signing in comes back to it', async () => {
    mockedUseSession.mockReturnValue({ status: 'signed_out', user: null });
    const { unmount } = renderAt(`/share${SHARED}`);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBe(SHARED);
    unmount();

    // Signed in, the login screen sends the member back to the share instead of home.
    mockedUseSession.mockReturnValue({ status: 'signed_in', user: member });
    renderAt('/');
    expect(screen.getByRole('heading', { name: `Share screen ${SHARED}` })).toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    mockedUseSession.mockReturnValue({ status: 'loading', user: null });
    renderAt(`/share${SHARED}`);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();
  });
});

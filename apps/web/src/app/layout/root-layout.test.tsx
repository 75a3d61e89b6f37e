// The frame every screen sits in: footer rules, scroll to top on a new route, the error screen as
// the screens' error boundary, the not-found page, and the system banner left off by its flag.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '../../api/profile-hooks';
import { ana, anaProfile } from '../../api/testing/fixtures';
import { useSession } from '../../api/use-session';
import { routes } from '../routes';
import { ThemeProvider } from '../theme/theme-provider';
import { RootLayout } from './root-layout';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../api/profile-hooks', () => ({ useProfile: vi.fn() }));

let crash = true;
function Fragile() {
  if (crash) throw new Error('boom');
  return <p>Fragile screen is fine</p>;
}

const testRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: 'faq',
        element: (
          <>
            <h1>FAQ screen</h1>
            <Link to="/terms">To terms</Link>
            <Link to="/broken">To broken</Link>
          </>
        ),
      },
      { path: 'terms', element: <h1>Terms screen</h1> },
      { path: 'claim/:token', element: <h1>Claim screen</h1> },
      { path: 'broken', element: <Fragile /> },
    ],
  },
];

function renderApp(at: string, routeTable: RouteObject[] = testRoutes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [at] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  crash = true;
  vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: ana });
  vi.mocked(useProfile).mockReturnValue({ data: anaProfile } as unknown as ReturnType<typeof useProfile>);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  sessionStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

describe('RootLayout', () => {
  it('shows the footer from md up only', async () => {
    renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.parentElement).toHaveClass('hidden', 'md:block');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
  });

  it('hides the footer on claim pages', async () => {
    renderApp('/claim/abc');
    expect(await screen.findByRole('heading', { name: 'Claim screen' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('scrolls to the top on each route change', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { name: 'FAQ screen' });
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'To terms' }));
    expect(await screen.findByRole('heading', { name: 'Terms screen' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('catches a crashing screen with the error screen and keeps the header', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again Without Refreshing' }));
    expect(screen.getByText('Fragile screen is fine')).toBeInTheDocument();
  });

  it('recovers from a crash by navigating elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderApp('/broken');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await router.navigate('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('shows no system banner while its flag is off', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { name: 'FAQ screen' });
    expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).not.toBeInTheDocument();
  });

  it.each(['/_venue-details-test', '/_venue-events-details-test'])('sends a member from %s to / (and on to home), a visitor to /', async (path) => {
    const router = renderApp(path, routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    vi.mocked(useSession).mockReturnValue({ status: 'signed_out', user: null });
    await act(() => router.navigate(path));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page', routes);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stash' })).toHaveAttribute('href', '/');
  });
});

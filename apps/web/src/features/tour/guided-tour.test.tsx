// The tour as a member meets it: started by the start-ftue event, walked with Next and Back across
// screens, ended by Finish, 'Skip tour', Escape or leaving; steps that cannot be shown are passed
// over. Plus the one-time offer on home. The screens (/home, /search, /manage) are stand-ins
// carrying the tour's targets.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ana } from '../../api/testing/fixtures';
import { useSession } from '../../api/use-session';
import { markTourOfferDue, startGuidedTour } from '../../lib/guided-tour';
import { GuidedTour } from './guided-tour';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

function Layout({ timeout }: { timeout: number }) {
  return (
    <>
      <nav>
        <Link to="/chat" data-tour="nav-stash-ai">
          Stash AI
        </Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <GuidedTour targetTimeoutMs={timeout} />
    </>
  );
}

interface Options {
  at?: string;
  /** Leave the search dock off home, as a screen that never shows a step's element. */
  withoutDock?: boolean;
  timeout?: number;
}

function renderTour({ at = '/home', withoutDock = false, timeout = 5_000 }: Options = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout timeout={timeout} />,
        children: [
          {
            path: 'home',
            element: (
              <>
                <h1>Home</h1>
                <button type="button" onClick={() => startGuidedTour()}>
                  Tour from home
                </button>
                {withoutDock ? null : <form role="search" aria-label="Search your stash" data-tour="home-search-dock" />}
                <section data-tour="home-recent-stashes">Recent stashes</section>
                <Link to="/posts">Feed</Link>
              </>
            ),
          },
          { path: 'search', element: <form aria-label="Ask Stash AI" data-tour="search-ask-input" /> },
          {
            path: 'manage',
            element: (
              <>
                <h1>Manage</h1>
                <div role="group" aria-label="View" data-tour="manage-view-switcher" />
                <aside aria-label="Filter stashes" data-tour="manage-sidebar-filter" />
              </>
            ),
          },
          {
            path: 'help',
            element: (
              <button type="button" onClick={() => startGuidedTour()}>
                Take the tour
              </button>
            ),
          },
          { path: 'posts', element: <h1>Feed</h1> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tour = () => screen.findByRole('dialog');
const progress = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: ana });
  vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GuidedTour', () => {
  it('does nothing until the start-ftue event', async () => {
    renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('walks the steps with Next and Back, going to each step’s screen, and ends on Finish', async () => {
    const user = userEvent.setup();
    const router = renderTour({ at: '/help' });
    await user.click(await screen.findByRole('button', { name: 'Take the tour' }));

    // Step 1 is on home: the tour goes there, rings the element and takes focus.
    const first = await tour();
    expect(router.state.location.pathname).toBe('/home');
    expect(first).toHaveAccessibleName('Your recent stashes');
    expect(first).toHaveAccessibleDescription(/Step 1 of 6.*Every link you save lands here/);
    expect(first).toHaveFocus();
    expect(document.querySelector('[data-tour-highlight]')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Skip tour' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Next' }));
    await progress('Step 2 of 6');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Find anything you saved');
    expect(screen.getByRole('dialog')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 3 of 6');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Ask Stash');
    expect(router.state.location.pathname).toBe('/home');

    // Step 4 is on /search.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 4 of 6');
    expect(router.state.location.pathname).toBe('/search');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Ask from search');

    // The last two are on /manage: the view switcher, then the sidebar filter.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 5 of 6');
    expect(router.state.location.pathname).toBe('/manage');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Pick a view');
    expect(screen.getByRole('dialog')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 6 of 6');
    expect(router.state.location.pathname).toBe('/manage');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Filter from the sidebar');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    // Back returns to the step before, on its screen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await progress('Step 5 of 6');
    expect(router.state.location.pathname).toBe('/manage');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await progress('Step 4 of 6');
    expect(router.state.location.pathname).toBe('/search');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await progress('Step 3 of 6');
    expect(router.state.location.pathname).toBe('/home');

    for (const next of ['Step 4 of 6', 'Step 5 of 6', 'Step 6 of 6']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await progress(next);
    }
    expect(router.state.location.pathname).toBe('/manage');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('[data-tour-highlight]')).not.toBeInTheDocument();
    // The help page's button is gone: focus goes to the screen's content.
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('ends on Skip tour and hands focus back to what started it', async () => {
    const user = userEvent.setup();
    renderTour();
    const opener = await screen.findByRole('button', { name: 'Tour from home' });
    await user.click(opener);
    await tour();
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('ends on Escape', async () => {
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => startGuidedTour());
    await user.click(within(await tour()).getByRole('button', { name: 'Next' }));
    await progress('Step 2 of 6');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts afresh from the first step when started again', async () => {
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => startGuidedTour());
    await user.click(within(await tour()).getByRole('button', { name: 'Next' }));
    await progress('Step 2 of 6');
    act(() => startGuidedTour());
    await progress('Step 1 of 6');
  });

  it('passes over a step whose element never shows instead of hanging', async () => {
    const user = userEvent.setup();
    renderTour({ withoutDock: true, timeout: 50 });
    await screen.findByRole('heading', { name: 'Home' });
    act(() => startGuidedTour());
    await progress('Step 1 of 6');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The dock's step is dropped, and the count with it.
    await progress('Step 2 of 5');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Ask Stash');
  });

  it('ends when the member goes elsewhere', async () => {
    const user = userEvent.setup();
    const router = renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => startGuidedTour());
    await tour();
    await user.click(screen.getByRole('link', { name: 'Feed' }));
    await screen.findByRole('heading', { name: 'Feed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/posts');
  });

  it('drops the home steps when signed out', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed_out', user: null });
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => startGuidedTour());
    const names = ['Ask Stash', 'Ask from search', 'Pick a view', 'Filter from the sidebar'];
    for (const [index, name] of names.entries()) {
      if (index > 0) await user.click(screen.getByRole('button', { name: 'Next' }));
      await progress(`Step ${index + 1} of 4`);
      expect(screen.getByRole('dialog')).toHaveAccessibleName(name);
    }
  });

  it('leaves out the header nav step on a phone, where that nav is hidden', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') }));
    const user = userEvent.setup();
    const router = renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => startGuidedTour());
    await progress('Step 1 of 5');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Your recent stashes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 2 of 5');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Find anything you saved');
    // Straight on to /search: no 'Ask Stash' nav step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 3 of 5');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Ask from search');
    expect(router.state.location.pathname).toBe('/search');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 4 of 5');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Pick a view');
    expect(router.state.location.pathname).toBe('/manage');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await progress('Step 5 of 5');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Filter from the sidebar');
    expect(router.state.location.pathname).toBe('/manage');
  });
});

describe('the tour offer', () => {
  it('is not made to a member who was not just set up', async () => {
    renderTour();
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('region', { name: 'Take a 1-minute tour?' })).not.toBeInTheDocument();
  });

  it('shows on home only, and Not now puts it away for good', async () => {
    const user = userEvent.setup();
    markTourOfferDue(ana.user_id);
    const router = renderTour({ at: '/search' });
    await screen.findByRole('form', { name: 'Ask Stash AI' });
    expect(screen.queryByRole('region', { name: 'Take a 1-minute tour?' })).not.toBeInTheDocument();

    await act(() => router.navigate('/home'));
    const offer = await screen.findByRole('region', { name: 'Take a 1-minute tour?' });
    // Non-blocking: the screen keeps focus.
    expect(offer).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Take a 1-minute tour?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('stash_tour_offer_due_user-ana')).toBeNull();
  });

  it('starts the tour on Show me around, and is not made again', async () => {
    const user = userEvent.setup();
    markTourOfferDue(ana.user_id);
    const router = renderTour();
    await user.click(await screen.findByRole('button', { name: 'Show me around' }));
    await progress('Step 1 of 6');
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/search'));
    await act(() => router.navigate('/home'));
    expect(screen.queryByRole('region', { name: 'Take a 1-minute tour?' })).not.toBeInTheDocument();
  });
});

// The /import screen on the real imports API and the app's API client, with window.fetch stubbed
// by a fake server that keeps one import's state the way the server does (upload, progress,
// cancel, undo). Polling is driven with a fake clock where the test is about it.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES, type Import } from '@stash/shared';
import { apiClient } from '../../api/client';
import { IMPORT_POLL_MS } from '../../api/imports';
import { createFakeFetch, json, type RecordedCall, type Routes } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { makeJwt } from '../../api/testing/jwt';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ImportPage } from './import-page';

const ID = '0b6f7d0e-3c1a-4c55-9a43-5d2f1e7a9b10';
const OLDER_ID = '7c1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const LIST = 'GET /api/imports';
const ONE = `GET /api/imports/${ID}`;
const CANCEL = `POST /api/imports/${ID}/cancel`;
const UNDO = `POST /api/imports/${ID}/undo`;

type Counts = Import['counts'];

function makeImport(overrides: Omit<Partial<Import>, 'counts'> & { counts?: Partial<Counts> } = {}): Import {
  const { counts, ...rest } = overrides;
  return {
    id: ID,
    source: 'instagram',
    file_name: 'saved_posts.json',
    status: 'importing',
    error: null,
    created_at: '2026-11-25T10:00:00.000Z',
    finished_at: null,
    counts: { found: 10, new: 8, existing: 2, skipped: 3, pending: 7, organised: 1, failed: 0, cancelled: 0, ...counts },
    failures: [],
    tags: [],
    ...rest,
  };
}

function renderImport(routes: Routes) {
  const server = createFakeFetch(routes);
  // The app's client reads window.fetch on each call, so the stub is what it talks to.
  vi.stubGlobal('fetch', server.fetch);
  apiClient.signIn({ accessToken: makeJwt(Date.now() + 60 * 60_000, { sub: ana.user_id }), refreshToken: 'refresh-1', user: ana });
  const rendered = renderWithProviders(<ImportPage />, { at: '/import', path: '/import' });
  return { ...rendered, ...server };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** An upload's body, read back as text. */
function textOf(call: RecordedCall | undefined): Promise<string> {
  expect(call?.body).toBeInstanceOf(Blob);
  return (call!.body as Blob).text();
}

const card = (fileName: string) => screen.getByRole('article', { name: fileName });
/** The value shown under a count's label in a card. */
const countIn = (article: HTMLElement, label: string) => within(article).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

// On the fake clock: user-event and findBy wait through setTimeout, which it never fires.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets answers arrive and render (their zero-delay timers land a tick later), far inside a poll's interval. */
const settle = () => advance(50);

describe('ImportPage', () => {
  it('uploads the chosen file as its bytes, with its name and the TikTok lists chosen, and shows the new import', async () => {
    const user = userEvent.setup();
    const reading = makeImport({ status: 'reading', source: null, counts: { found: 0, new: 0, existing: 0, skipped: 0, pending: 0, organised: 0 } });
    const contents = '{"saved_saved_media":[]}';
    const { callsTo, calls } = renderImport({
      [LIST]: () => json(200, { imports: [] }),
      [`POST /api/imports?file_name=saved_posts.json&tiktok_lists=liked`]: () => json(202, reading),
      [ONE]: () => json(200, reading),
    });
    expect(await screen.findByText('Nothing imported yet', { exact: false })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('File to import'), new File([contents], 'saved_posts.json', { type: 'application/json' }));
    expect(screen.getByText('saved_posts.json')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Liked videos' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const article = await screen.findByRole('article', { name: 'saved_posts.json' });
    const uploads = calls.filter((call) => call.method === 'POST');
    expect(uploads).toHaveLength(1);
    const url = new URL(uploads[0]!.url, 'http://stash.test');
    expect(url.pathname).toBe('/api/imports');
    expect(Object.fromEntries(url.searchParams)).toEqual({ file_name: 'saved_posts.json', tiktok_lists: 'liked' });
    expect(uploads[0]!.headers['content-type']).toBe('application/octet-stream');
    expect(await textOf(uploads[0])).toBe(contents);
    expect(callsTo(LIST)).toHaveLength(1);

    expect(within(article).getByText('Reading your file…')).toBeInTheDocument();
    expect(within(article).getByRole('progressbar', { name: 'Progress of saved_posts.json' })).not.toHaveAttribute('aria-valuenow');
    // The form is ready for the next file.
    expect(screen.getByText('Choose a file, or drop it here')).toBeInTheDocument();
  });

  it('reads a running import again until it is final, with its counts, reasons and a labelled progress bar', async () => {
    vi.useFakeTimers();
    const answers = [
      makeImport({ counts: { organised: 4, pending: 4 } }),
      makeImport({
        status: 'done',
        finished_at: '2026-11-25T10:05:00.000Z',
        counts: { organised: 7, pending: 0, failed: 1 },
        failures: [{ reason: 'The post is private.', count: 1 }],
      }),
    ];
    let latest = makeImport();
    const { callsTo } = renderImport({
      [LIST]: () => json(200, { imports: [latest] }),
      [ONE]: () => {
        latest = answers.shift() ?? latest;
        return json(200, latest);
      },
    });
    await settle();
    const article = card('saved_posts.json');
    const bar = within(article).getByRole('progressbar', { name: 'Progress of saved_posts.json' });
    // Mounted, the card reads the import at once: 2 already there and 4 organised of 10 found.
    expect(callsTo(ONE)).toHaveLength(1);
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(within(article).getByText('10 found, 8 new, 2 already in your stash, 3 skipped, 4 organised, 4 still to do.')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await advance(IMPORT_POLL_MS);
    expect(callsTo(ONE)).toHaveLength(2);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(article).getByText('Done', { exact: false })).toHaveTextContent('Done · Instagram export');
    expect(within(article).getByText('10 found, 8 new, 2 already in your stash, 3 skipped, 7 organised, 1 failed.')).toBeInTheDocument();
    expect(countIn(article, 'Found')).toBe('10');
    expect(countIn(article, 'New')).toBe('8');
    expect(countIn(article, 'Already in your stash')).toBe('2');
    expect(countIn(article, 'Skipped')).toBe('3');
    expect(countIn(article, 'Organised')).toBe('7');
    expect(countIn(article, 'Failed')).toBe('1');
    expect(within(article).getByRole('heading', { name: 'Why some failed' })).toBeInTheDocument();
    expect(within(article).getByRole('listitem')).toHaveTextContent('The post is private. (1)');
    expect(within(article).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(article).getByRole('link', { name: 'See these stashes' })).toHaveAttribute('href', `/manage?import_id=${ID}`);

    // Final: read no more.
    await advance(IMPORT_POLL_MS * 3);
    expect(callsTo(ONE)).toHaveLength(2);
  });

  it("shows the server's wording when it refuses the upload", async () => {
    const user = userEvent.setup();
    renderImport({
      [LIST]: () => json(200, { imports: [] }),
      [`POST /api/imports?file_name=saved_posts.zip&tiktok_lists=favorites`]: () => json(413, { error: IMPORT_MESSAGES.fileTooLarge }),
    });
    await user.upload(screen.getByLabelText('File to import'), new File(['PK'], 'saved_posts.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.fileTooLarge);
    expect(screen.getByText('Nothing imported yet', { exact: false })).toBeInTheDocument();
    // The file stays chosen, so the member can see which one was refused.
    expect(screen.getByText('saved_posts.zip')).toBeInTheDocument();
  });

  it('shows why a file could not be imported, with nothing to cancel or undo', async () => {
    const user = userEvent.setup();
    const failed = makeImport({
      file_name: 'notes.txt',
      source: null,
      status: 'failed',
      error: IMPORT_MESSAGES.noLinks,
      finished_at: '2026-11-25T10:00:01.000Z',
      counts: { found: 0, new: 0, existing: 0, skipped: 4, pending: 0, organised: 0 },
    });
    renderImport({
      [LIST]: () => json(200, { imports: [] }),
      [`POST /api/imports?file_name=notes.txt&tiktok_lists=favorites`]: () => json(202, failed),
      [ONE]: () => json(200, failed),
    });
    await user.upload(screen.getByLabelText('File to import'), new File(['https://example.com'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const article = await screen.findByRole('article', { name: 'notes.txt' });
    expect(within(article).getByText(IMPORT_MESSAGES.noLinks)).toBeInTheDocument();
    expect(within(article).getByText('Could not import', { exact: false })).toBeInTheDocument();
    expect(within(article).queryByRole('progressbar')).toBeNull();
    expect(within(article).queryByRole('button')).toBeNull();
  });

  it('cancels a running import, then undoes it after confirming, following the undo until it is over', async () => {
    vi.useFakeTimers();
    let current = makeImport({ counts: { organised: 2, pending: 6 } });
    /** Reads of the import left before the background undo is over. */
    let undoReads = 0;
    const { callsTo } = renderImport({
      [LIST]: () => json(200, { imports: [current] }),
      [ONE]: () => {
        if (current.status === 'undoing' && undoReads-- <= 0) current = { ...current, status: 'undone', finished_at: '2026-11-25T10:03:00.000Z' };
        return json(200, current);
      },
      [CANCEL]: () => {
        current = makeImport({ status: 'cancelled', finished_at: '2026-11-25T10:02:00.000Z', counts: { new: 4, organised: 2, pending: 2, cancelled: 4 } });
        return json(200, current);
      },
      [UNDO]: () => {
        current = { ...current, status: 'undoing' };
        // The read right after the undo (the screen reads everything again) still finds it at work.
        undoReads = 1;
        return json(200, current);
      },
    });
    await settle();
    const article = card('saved_posts.json');

    fireEvent.click(within(article).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(callsTo(CANCEL)).toHaveLength(1);
    expect(within(article).getByText('Cancelled', { exact: false })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(countIn(article, 'Left out')).toBe('4');

    fireEvent.click(within(article).getByRole('button', { name: 'Undo this import' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo this import?' });
    expect(dialog).toHaveTextContent('This removes the 4 stashes this import added. Stashes you already had stay as they are.');
    expect(callsTo(UNDO)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    await settle();
    expect(callsTo(UNDO)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(article).getByText('Removing the 4 stashes it added…')).toBeInTheDocument();
    expect(within(article).getByRole('progressbar', { name: 'Progress of saved_posts.json' })).not.toHaveAttribute('aria-valuenow');
    expect(within(article).queryByRole('button', { name: 'Undo this import' })).toBeNull();
    expect(within(article).queryByRole('link', { name: 'See these stashes' })).toBeNull();

    await advance(IMPORT_POLL_MS);
    expect(within(article).getByText('Undone: the 4 stashes it added were removed.')).toBeInTheDocument();
    expect(within(article).queryByRole('progressbar')).toBeNull();
    const reads = callsTo(ONE).length;
    await advance(IMPORT_POLL_MS * 3);
    expect(callsTo(ONE)).toHaveLength(reads);
  });

  it('keeps the import when the member thinks better of undoing it', async () => {
    const user = userEvent.setup();
    const done = makeImport({ status: 'done', counts: { organised: 8, pending: 0 } });
    const { callsTo } = renderImport({ [LIST]: () => json(200, { imports: [done] }), [ONE]: () => json(200, done) });
    const article = await screen.findByRole('article', { name: 'saved_posts.json' });
    await user.click(within(article).getByRole('button', { name: 'Undo this import' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(UNDO)).toHaveLength(0);
    expect(within(article).getByText('Done', { exact: false })).toBeInTheDocument();
  });

  it('lists past imports, newest first, on a fresh render', async () => {
    const older = makeImport({
      id: OLDER_ID,
      file_name: 'bookmarks.js',
      source: 'x',
      status: 'done',
      created_at: '2026-11-20T09:00:00.000Z',
      finished_at: '2026-11-20T09:30:00.000Z',
      counts: { found: 5, new: 0, existing: 5, skipped: 0, pending: 0, organised: 0 },
    });
    const newer = makeImport({
      status: 'done',
      finished_at: '2026-11-25T10:30:00.000Z',
      counts: { organised: 8, pending: 0 },
      tags: ['Food', 'Trips'],
    });
    const { callsTo } = renderImport({
      [LIST]: () => json(200, { imports: [newer, older] }),
      [ONE]: () => json(200, newer),
      [`GET /api/imports/${OLDER_ID}`]: () => json(200, older),
    });
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(['saved_posts.json', 'bookmarks.js']);
    expect(within(articles[0]!).getByText('Collections made into tags: Food, Trips')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('Done', { exact: false })).toHaveTextContent('Done · X archive');
    expect(within(articles[1]!).getByText('5 found, 0 new, 5 already in your stash, 0 organised.')).toBeInTheDocument();
    // Nothing new came of it, so there is nothing to see on /manage.
    expect(within(articles[1]!).queryByRole('link', { name: 'See these stashes' })).toBeNull();
    expect(callsTo(LIST)).toHaveLength(1);
  });

  it('says when the imports could not be loaded, and reads them again on request', async () => {
    let fail = true;
    const { callsTo } = renderImport({
      [LIST]: () => (fail ? json(503, { error: 'Stash is busy. Try again in a moment.' }) : json(200, { imports: [] })),
    });
    expect(await screen.findByText('Stash is busy. Try again in a moment.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Nothing imported yet', { exact: false })).toBeInTheDocument();
    expect(callsTo(LIST).length).toBeGreaterThan(1);
  });
});

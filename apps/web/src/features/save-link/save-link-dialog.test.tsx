// The 'Save a Link' dialog end to end: opened from the floating button, saving through the real
// saves API on a fake fetch.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_LINK_MESSAGES } from '@stash/shared';
import { json } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { useSession } from '../../api/use-session';
import { SAVE_LINK_COPY } from '../../lib/save-link-copy';
import { REEL, SAVES_ROUTE, acceptSave, renderSaveLink, savedPost } from './testing/render-save-link';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: ana });
});

afterEach(() => {
  vi.useRealTimers();
  // Sonner keeps active toasts module-wide and replays them to the next test's Toaster.
  toast.dismiss();
});

const linkInput = () => screen.getByLabelText(SAVE_LINK_COPY.label);
const liveRegion = () => within(screen.getByRole('dialog')).getByRole('status');

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save a link' }));
  return screen.getByRole('dialog', { name: 'Save a Link' });
}

// Tests on fake timers use fireEvent: user-event's calls wait through Testing Library's own
// setTimeout, which a fake clock under Vitest never fires.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function openDialogNow() {
  fireEvent.click(screen.getByRole('button', { name: 'Save a link' }));
}

async function submitNow(link: string) {
  fireEvent.change(linkInput(), { target: { value: link } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Link' }));
  // Lets the fake fetch answer and Sonner (which renders a toast on a zero timeout) catch up.
  await advance(0);
}

describe('Save a Link dialog', () => {
  it('opens with one url field and focuses it 120 ms later', async () => {
    vi.useFakeTimers();
    renderSaveLink();
    openDialogNow();

    const input = linkInput();
    expect(input).toHaveAttribute('type', 'url');
    expect(input).toHaveAttribute('placeholder', 'Paste an Instagram, TikTok or X link');
    expect(input).not.toHaveFocus();
    await advance(119);
    expect(input).not.toHaveFocus();
    await advance(1);
    expect(input).toHaveFocus();
  });

  it.each([
    ['', SAVE_LINK_MESSAGES.empty],
    ['   ', SAVE_LINK_MESSAGES.empty],
    ['https://www.facebook.com/reel/123', SAVE_LINK_MESSAGES.unsupportedHost],
  ])('refuses %j inline, without a call or a toast', async (typed, message) => {
    const user = userEvent.setup();
    const { calls } = renderSaveLink();
    await openDialog(user);

    if (typed) await user.type(linkInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Save Link' }));

    expect(linkInput()).toHaveAttribute('aria-invalid', 'true');
    expect(linkInput()).toHaveAccessibleDescription(message);
    expect(liveRegion()).toHaveTextContent(message);
    expect(calls).toHaveLength(0);
    expect(screen.queryByText(SAVE_LINK_COPY.failedToast)).not.toBeInTheDocument();
  });

  it('clears the problem once the member edits the link', async () => {
    const user = userEvent.setup();
    renderSaveLink();
    await openDialog(user);
    await user.type(linkInput(), 'https://example.com/p/1{Enter}');
    expect(linkInput()).toHaveAccessibleDescription(SAVE_LINK_MESSAGES.unsupportedHost);

    await user.type(linkInput(), 'x');
    expect(linkInput()).not.toHaveAttribute('aria-invalid');
    expect(linkInput()).toHaveValue('https://example.com/p/1x');
  });

  it('saves: toast, working message, then the follow-up after 2 s, ready for another link', async () => {
    vi.useFakeTimers();
    const { callsTo } = renderSaveLink();
    openDialogNow();
    await submitNow(REEL);

    expect(callsTo(SAVES_ROUTE).map((call) => call.body)).toEqual([{ url: REEL, share_sheet_variant: 'web_manual' }]);
    expect(screen.getByText(SAVE_LINK_COPY.savedToast)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.working);
    expect(linkInput()).toHaveValue('');
    expect(linkInput()).toHaveFocus();
    expect(linkInput()).not.toHaveAttribute('aria-invalid');

    await advance(1_999);
    expect(liveRegion()).not.toHaveTextContent(SAVE_LINK_COPY.followUp);
    await advance(1);
    expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.followUp);
    expect(liveRegion()).not.toHaveTextContent(SAVE_LINK_COPY.working);
  });

  it('starts the working message over for a second link', async () => {
    vi.useFakeTimers();
    const { callsTo } = renderSaveLink();
    openDialogNow();
    await submitNow(REEL);
    await advance(2_000);
    expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.followUp);

    await submitNow('https://x.com/ana/status/1234567890');
    expect(callsTo(SAVES_ROUTE)).toHaveLength(2);
    expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.working);
    await advance(2_000);
    expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.followUp);
  });

  it('shows a spinner and disables the button while the save is on its way', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    renderSaveLink({ [SAVES_ROUTE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openDialog(user);
    await user.type(linkInput(), REEL);
    await user.click(screen.getByRole('button', { name: 'Save Link' }));

    const busy = await screen.findByRole('button', { name: SAVE_LINK_COPY.submitting });
    expect(busy).toBeDisabled();
    expect(linkInput()).toHaveAttribute('readonly');
    expect(linkInput()).toHaveValue(REEL);

    answer(json(202, savedPost));
    expect(await screen.findByRole('button', { name: 'Save Link' })).toBeEnabled();
    expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.working);
  });

  it('invalidates the posts queries so the feed shows the pending post', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderSaveLink();
    queryClient.setQueryData(['posts', 'list', { limit: 36 }], { posts: [] });
    queryClient.setQueryData(['tags'], []);
    await openDialog(user);
    await user.type(linkInput(), `${REEL}{Enter}`);

    await waitFor(() => expect(queryClient.getQueryState(['posts', 'list', { limit: 36 }])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['tags'])?.isInvalidated).toBe(false);
  });

  it('says so when the link was already in the stash', async () => {
    const user = userEvent.setup();
    renderSaveLink({ [SAVES_ROUTE]: () => json(200, { ...savedPost, duplicate: true }) });
    await openDialog(user);
    await user.type(linkInput(), `${REEL}{Enter}`);

    expect(await screen.findByText(SAVE_LINK_COPY.savedToast)).toBeInTheDocument();
    expect(screen.getByText(SAVE_LINK_COPY.duplicateToastDescription)).toBeInTheDocument();
  });

  it("shows the server's message inline, keeps the link and toasts the failure", async () => {
    const user = userEvent.setup();
    renderSaveLink({ [SAVES_ROUTE]: () => json(422, { error: 'That post is private.', code: 'VALIDATION_ERROR' }) });
    await openDialog(user);
    await user.type(linkInput(), `${REEL}{Enter}`);

    expect(await screen.findByText(SAVE_LINK_COPY.failedToast)).toBeInTheDocument();
    expect(linkInput()).toHaveAccessibleDescription('That post is private.');
    expect(linkInput()).toHaveAttribute('aria-invalid', 'true');
    expect(linkInput()).toHaveValue(REEL);
    expect(linkInput()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save Link' })).toBeEnabled();
    expect(liveRegion()).not.toHaveTextContent(SAVE_LINK_COPY.working);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers without a message', () => json(500)],
  ])("falls back to 'Unable to save link right now.' when %s", async (_case, answer) => {
    const user = userEvent.setup();
    renderSaveLink({ [SAVES_ROUTE]: answer });
    await openDialog(user);
    await user.type(linkInput(), `${REEL}{Enter}`);

    expect(await screen.findByText(SAVE_LINK_COPY.failedToast)).toBeInTheDocument();
    expect(linkInput()).toHaveAccessibleDescription(SAVE_LINK_COPY.failedInline);
    expect(linkInput()).toHaveValue(REEL);
  });

  it('closes on Escape, returns focus to the opener and starts idle when opened again', async () => {
    const user = userEvent.setup();
    renderSaveLink();
    await openDialog(user);
    await user.type(linkInput(), 'https://example.com/1{Enter}');
    expect(linkInput()).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save a link' })).toHaveFocus();

    await openDialog(user);
    expect(linkInput()).toHaveValue('');
    expect(linkInput()).not.toHaveAttribute('aria-invalid');
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('forgets a finished save when opened again', async () => {
    const user = userEvent.setup();
    renderSaveLink(acceptSave);
    await openDialog(user);
    await user.type(linkInput(), `${REEL}{Enter}`);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(SAVE_LINK_COPY.working));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await openDialog(user);
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Save Link' })).toBeEnabled();
  });
});

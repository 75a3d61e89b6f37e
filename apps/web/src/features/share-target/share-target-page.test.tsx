// The share screen end to end: opened at a share address, saving through the real saves API on a
// fake fetch.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_LINK_MESSAGES } from '@stash/shared';
import { createSavesApi } from '../../api/saves';
import { json, type Routes } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from '../../api/testing/setup-api-client';
import { PENDING_SHARE_KEY } from '../../lib/pending-share';
import { SAVE_LINK_COPY } from '../../lib/save-link-copy';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { SHARE_TARGET_COPY } from './share-target-copy';
import { ShareTargetPage } from './share-target-page';

const SAVES_ROUTE = 'POST /api/ios-share/saves';
const REEL = 'https://www.instagram.com/reel/C4mLq8vXy2T/?igsh=MXc4ZnRnNWhyMDJ1dA==';
const saved = { id: '6f1c3a52-1b2c-4d5e-8f90-123456789abc', status: 'pending', duplicate: false, url: 'https://www.instagram.com/p/C4mLq8vXy2T/' };
const acceptSave: Routes = { [SAVES_ROUTE]: () => json(202, saved) };

function renderShare(at: string, routes: Routes = acceptSave) {
  const api = setupApiClient(routes);
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const { saveLink } = createSavesApi(api.client);
  const rendered = renderWithProviders(<ShareTargetPage save={saveLink} />, { at, path: '/share' });
  return { ...rendered, ...api };
}

const shareAt = (text: string) => `/share?${new URLSearchParams({ title: 'Dinner idea', text })}`;
const linkInput = () => screen.getByLabelText(SAVE_LINK_COPY.label);
const saveButton = () => screen.getByRole('button', { name: SAVE_LINK_COPY.submit });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
  sessionStorage.clear();
});

describe('the share screen', () => {
  it('fills in the link found in the shared text and puts focus on Save 120 ms later', async () => {
    vi.useFakeTimers();
    renderShare(shareAt(`Look at this ${REEL}`));
    expect(screen.getByRole('heading', { level: 1, name: SAVE_LINK_COPY.title })).toBeInTheDocument();
    expect(linkInput()).toHaveValue(REEL);
    expect(screen.queryByText(SHARE_TARGET_COPY.noLinkFound)).not.toBeInTheDocument();
    await advance(120);
    expect(saveButton()).toHaveFocus();
  });

  it('saves the link as a share-target save, with the dialog\'s words, and leads to the stash and the feed', async () => {
    vi.useFakeTimers();
    const { callsTo } = renderShare(shareAt(`Look at this ${REEL}`));
    fireEvent.click(saveButton());
    await advance(0);

    expect(callsTo(SAVES_ROUTE).map((call) => call.body)).toEqual([{ url: REEL, share_sheet_variant: 'share_target' }]);
    expect(screen.getByText(SAVE_LINK_COPY.savedToast)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_LINK_COPY.working);
    expect(screen.getByRole('link', { name: SHARE_TARGET_COPY.openStash })).toHaveAttribute('href', `/stash/${saved.id}`);
    expect(screen.getByRole('link', { name: SHARE_TARGET_COPY.goToFeed })).toHaveAttribute('href', '/posts');
    // Ready for another link.
    expect(linkInput()).toHaveValue('');

    await advance(2_000);
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_LINK_COPY.followUp);
  });

  it("records a save from the bookmarklet as the bookmarklet's", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderShare(`/share?url=${encodeURIComponent(REEL)}&via=bookmarklet`);
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(SAVES_ROUTE).map((call) => call.body)).toEqual([{ url: REEL, share_sheet_variant: 'bookmarklet' }]));
  });

  it('says when the post was already in the stash', async () => {
    const user = userEvent.setup();
    renderShare(shareAt(REEL), { [SAVES_ROUTE]: () => json(200, { ...saved, duplicate: true }) });
    await user.click(saveButton());
    expect(await screen.findByText(SAVE_LINK_COPY.duplicateToastDescription)).toBeInTheDocument();
  });

  it("shows the server's refusal inline, with the failure toast, and keeps the link", async () => {
    const user = userEvent.setup();
    renderShare(shareAt(REEL), { [SAVES_ROUTE]: () => json(500, {}) });
    await user.click(saveButton());
    await waitFor(() => expect(linkInput()).toHaveAccessibleDescription(SAVE_LINK_COPY.failedInline));
    expect(await screen.findByText(SAVE_LINK_COPY.failedToast)).toBeInTheDocument();
    expect(linkInput()).toHaveValue(REEL);
  });

  it('says when the share had no post link, and refuses what came in the spec\'s words', async () => {
    const user = userEvent.setup();
    const { calls } = renderShare(shareAt('read this https://example.com/article'));
    expect(screen.getByText(SHARE_TARGET_COPY.noLinkFound)).toBeInTheDocument();
    expect(linkInput()).toHaveValue('https://example.com/article');
    await waitFor(() => expect(linkInput()).toHaveFocus());

    await user.click(saveButton());
    expect(linkInput()).toHaveAccessibleDescription(SAVE_LINK_MESSAGES.unsupportedHost);
    expect(calls).toHaveLength(0);
  });

  it('opens as a plain form when nothing was shared', () => {
    renderShare('/share');
    expect(linkInput()).toHaveValue('');
    expect(screen.queryByText(SHARE_TARGET_COPY.noLinkFound)).not.toBeInTheDocument();
  });

  it('forgets the share kept through sign-in once it is on screen', () => {
    sessionStorage.setItem(PENDING_SHARE_KEY, `?text=${encodeURIComponent(REEL)}`);
    renderShare(shareAt(REEL));
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();
  });
});

// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_COPY } from './extension-copy';
import type { WorkerAnswer, WorkerRequest } from './messages';
import { mountPopup, type PopupDependencies } from './popup-view';
import { createSessionStore } from './session-store';
import { createStashApi } from './stash-api';
import { createFakeServer, createMemoryArea, member } from './testing/fakes';
import { createRequestHandler } from './worker-requests';

const POST_PAGE = 'https://www.tiktok.com/@coffeewithcami/video/7384012256123915563';
const markup = readFileSync(path.resolve(import.meta.dirname, '../popup.html'), 'utf8');

/** The popup on popup.html's markup, with the worker's real answers over a fake server. */
async function openPopup(options: { tab?: string; allow?: boolean } = {}) {
  document.body.innerHTML = new DOMParser().parseFromString(markup, 'text/html').body.innerHTML;
  const server = createFakeServer();
  const store = createSessionStore(createMemoryArea());
  const handle = createRequestHandler({ api: createStashApi({ fetch: server.fetch, store }), store, defaultServer: 'http://localhost:8080' });
  const deps: PopupDependencies = {
    ask: <Request extends WorkerRequest>(request: Request) => handle(request) as Promise<WorkerAnswer<Request>>,
    activeTabAddress: async () => options.tab,
    allowServer: vi.fn(async () => options.allow ?? true),
  };
  await mountPopup(document, deps);
  return { server, store, deps, body: document.body };
}

function fill(label: string, value: string) {
  const input = getByRole(document.body, 'textbox', { name: label }) as HTMLInputElement;
  input.value = value;
}

async function signIn(password = 'right') {
  fill('Email', member.email);
  (document.getElementById('password') as HTMLInputElement).value = password;
  getByRole(document.body, 'button', { name: 'Sign In' }).click();
}

describe('the popup', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('signs in to the default server, then saves the post in the tab', async () => {
    const { deps, body, store } = await openPopup({ tab: POST_PAGE });
    expect(getByRole(body, 'form', { name: 'Sign in to save posts' })).toBeTruthy();
    expect((getByRole(body, 'textbox', { name: 'Stash server' }) as HTMLInputElement).value).toBe('http://localhost:8080');
    expect(document.activeElement).toBe(getByRole(body, 'textbox', { name: 'Email' }));

    await signIn();
    const save = await waitFor(() => getByRole(body, 'button', { name: 'Save this page' }));
    expect(deps.allowServer).toHaveBeenCalledWith('http://localhost:8080/*');
    expect(body.textContent).toContain(`Signed in as ${member.email} on http://localhost:8080`);
    expect(document.activeElement).toBe(save);
    expect((await store.load())?.user.email).toBe(member.email);

    save.click();
    await waitFor(() => expect(getByRole(body, 'status').textContent).toBe('Added to your stash!'));
    expect(getByRole(body, 'link', { name: 'Open in Stash' }).getAttribute('href')).toBe('http://localhost:8080/stash/post-1');
    save.click();
    await waitFor(() => expect(getByRole(body, 'status').textContent).toBe('Already in your stash.'));
    // A whole sign-in and save through the popup: over the default 5 s on a busy 2-core machine.
  }, 30_000);

  it('explains where saving works when the tab is not on a supported site', async () => {
    const { body } = await openPopup({ tab: 'https://example.com/' });
    await signIn();
    await waitFor(() => getByRole(body, 'button', { name: 'Sign out' }));
    expect(queryByRole(body, 'button', { name: 'Save this page' })).toBeNull();
    expect(body.textContent).toContain('Open a post on Instagram, TikTok or X to save it from here');
  });

  it("shows why a sign-in failed and keeps the member's email", async () => {
    const { body } = await openPopup();
    await signIn('wrong');
    await waitFor(() => expect(getByRole(body, 'alert').textContent).toBe('Invalid email or password. Please try again.'));
    expect((getByRole(body, 'textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(member.email);
    expect(document.activeElement?.id).toBe('password');
    expect(getByRole(body, 'button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('does not sign in when the member refuses to let it reach the server', async () => {
    const { body, server } = await openPopup({ allow: false });
    fill('Stash server', 'stash.example.com');
    await signIn();
    await waitFor(() => expect(getByRole(body, 'alert').textContent).toBe(EXTENSION_COPY.permissionRefused('https://stash.example.com')));
    expect(server.requests).toHaveLength(0);
  });

  it('returns to the sign-in form when a save finds the session over', async () => {
    const { body, server } = await openPopup({ tab: POST_PAGE });
    await signIn();
    const save = await waitFor(() => getByRole(body, 'button', { name: 'Save this page' }));
    server.expireAccessToken();
    server.refuseRefresh = 401;
    save.click();
    await waitFor(() => expect(getByRole(body, 'alert').textContent).toBe(EXTENSION_COPY.sessionEnded));
    expect(getByRole(body, 'form', { name: 'Sign in to save posts' })).toBeTruthy();
  });

  it('signs out back to the form', async () => {
    const { body, store } = await openPopup({ tab: POST_PAGE });
    await signIn();
    (await waitFor(() => getByRole(body, 'button', { name: 'Sign out' }))).click();
    await waitFor(() => expect(document.activeElement).toBe(getByRole(body, 'textbox', { name: 'Email' })));
    expect(await store.load()).toBeNull();
  });
});

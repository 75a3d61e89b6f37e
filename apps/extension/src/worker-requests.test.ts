import { describe, expect, it } from 'vitest';
import { SAVE_LINK_MESSAGES } from '@stash/shared';
import { EXTENSION_COPY } from './extension-copy';
import { SERVER_ADDRESS_MESSAGE } from './server-address';
import { createSessionStore } from './session-store';
import { createStashApi } from './stash-api';
import { createFakeServer, createMemoryArea, member } from './testing/fakes';
import { createRequestHandler } from './worker-requests';

const POST = 'https://x.com/dailystoicbits/status/1859011246630707341';

function setUp() {
  const server = createFakeServer();
  const store = createSessionStore(createMemoryArea());
  const api = createStashApi({ fetch: server.fetch, store });
  return { server, store, handle: createRequestHandler({ api, store, defaultServer: 'http://localhost:8080' }) };
}

describe('the worker’s answers', () => {
  it('offers the default server before anyone signs in, then the member and their server', async () => {
    const { handle } = setUp();
    expect(await handle({ type: 'state' })).toEqual({ signedIn: false, server: 'http://localhost:8080' });
    const answer = await handle({ type: 'sign-in', server: 'localhost:9000/', email: ` ${member.email} `, password: 'right' });
    expect(answer).toEqual({ ok: true, state: { signedIn: true, email: member.email, server: 'http://localhost:9000' } });
    expect(await handle({ type: 'sign-out' })).toEqual({ signedIn: false, server: 'http://localhost:9000' });
  });

  it('answers a failed sign-in with its reason', async () => {
    const { handle } = setUp();
    expect(await handle({ type: 'sign-in', server: 'ftp://x', email: member.email, password: 'right' })).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGE });
    expect(await handle({ type: 'sign-in', server: 'http://localhost:8080', email: member.email, password: 'wrong' })).toEqual({
      ok: false,
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('answers a save with what happened: added, already there, or why not', async () => {
    const { handle } = setUp();
    expect(await handle({ type: 'save', address: POST })).toEqual({ kind: 'failed', message: EXTENSION_COPY.notSignedIn });
    await handle({ type: 'sign-in', server: 'http://localhost:8080', email: member.email, password: 'right' });
    expect(await handle({ type: 'save', address: POST })).toEqual({ kind: 'saved', message: 'Added to your stash!', postId: 'post-1' });
    expect(await handle({ type: 'save', address: POST })).toEqual({ kind: 'duplicate', message: 'Already in your stash.', postId: 'post-1' });
    expect(await handle({ type: 'save', address: 'https://x.com/home' })).toEqual({ kind: 'failed', message: SAVE_LINK_MESSAGES.notAPost });
  });
});

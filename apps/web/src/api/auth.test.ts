import { describe, expect, it } from 'vitest';
import { createAuthApi } from './auth';
import { json, type Routes } from './testing/fake-fetch';
import { ana, ben } from './testing/fixtures';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

function setup(routes: Routes) {
  const context = setupApiClient(routes);
  return { ...context, auth: createAuthApi(context.client) };
}

const session = { access_token: 'access-new', refresh_token: 'refresh-new' };

describe('login', () => {
  it('posts the credentials without a token, stores the answer and signs in', async () => {
    const { auth, client, calls, storage, store } = setup({
      'POST /api/auth/login': () => json(200, { ...session, user: ben }),
    });
    store();
    await expect(auth.login('ben@example.com', 'secret')).resolves.toEqual(ben);
    expect(calls[0]?.body).toEqual({ email: 'ben@example.com', password: 'secret' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(storage.getItem('stash_access_token')).toBe('access-new');
    expect(storage.getItem('stash_refresh_token')).toBe('refresh-new');
    expect(client.session.getState()).toEqual({ status: 'signed_in', user: ben });
  });

  it('shows the server message on a 401 and neither refreshes nor signs out', async () => {
    const { auth, calls, navigations, credentials, store } = setup({
      'POST /api/auth/login': () => json(401, { error: 'Wrong password for this account', code: 'UNAUTHORIZED' }),
    });
    store();
    expect(await rejectionOf(auth.login('ana@example.com', 'nope'))).toMatchObject({
      message: 'Wrong password for this account',
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(navigations).toEqual([]);
    expect(credentials.accessToken()).toBe(FRESH_TOKEN);
  });

  it('words a 401 without a message as invalid credentials, and other failures as Login failed', async () => {
    let status = 401;
    const { auth } = setup({ 'POST /api/auth/login': () => new Response('', { status }) });
    expect(await rejectionOf(auth.login('a@example.com', 'x'))).toMatchObject({
      message: 'Invalid email or password. Please try again.',
    });
    status = 500;
    expect(await rejectionOf(auth.login('a@example.com', 'x'))).toMatchObject({ message: 'Login failed' });
  });

  it('rejects a 200 without tokens as Invalid response format from server', async () => {
    const { auth, client } = setup({ 'POST /api/auth/login': () => json(200, { user: ana }) });
    expect(await rejectionOf(auth.login('ana@example.com', 'x'))).toMatchObject({
      message: 'Invalid response format from server',
    });
    expect(client.session.getState().status).toBe('loading');
  });
});

describe('claim flow', () => {
  it('validates an invite token', async () => {
    const { auth, calls } = setup({ 'POST /api/claim/validate-token': () => json(200, { valid: true, email: 'ana@example.com' }) });
    await expect(auth.validateClaimToken('tok')).resolves.toEqual({ valid: true, email: 'ana@example.com' });
    expect(calls[0]?.body).toEqual({ token_id: 'tok' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('explains an invalid invite token the server gave no reason for', async () => {
    const { auth } = setup({ 'POST /api/claim/validate-token': () => json(200, { valid: false }) });
    await expect(auth.validateClaimToken('tok')).resolves.toEqual({ valid: false, error: 'Invalid or expired token' });
  });

  it('sends a magic link and passes on a refusal with its reason or the spec wording', async () => {
    let answer: () => Response = () => json(200, { success: true });
    const { auth, calls } = setup({ 'POST /api/claim/send-magic-link': () => answer() });
    await expect(auth.sendMagicLink('tok', 'ana@example.com')).resolves.toEqual({ success: true });
    expect(calls[0]?.body).toEqual({ token_id: 'tok', email: 'ana@example.com' });
    expect(calls[0]?.headers.authorization).toBeUndefined();

    answer = () => json(200, { success: false, error: 'This invite was sent to a different email address.' });
    await expect(auth.sendMagicLink('tok', 'x@example.com')).resolves.toEqual({
      success: false,
      error: 'This invite was sent to a different email address.',
    });
    answer = () => json(200, { success: false });
    await expect(auth.sendMagicLink('tok', 'x@example.com')).resolves.toEqual({
      success: false,
      error: 'Failed to send magic link',
    });
  });

  it('rejects a failed magic-link request with the server message or the spec wording', async () => {
    let answer: () => Response = () => json(429, { error: 'Too many requests', code: 'RATE_LIMITED' });
    const { auth } = setup({ 'POST /api/claim/send-magic-link': () => answer() });
    expect(await rejectionOf(auth.sendMagicLink('tok', 'x@example.com'))).toMatchObject({
      message: 'Too many requests',
      code: 'RATE_LIMITED',
    });
    answer = () => new Response('', { status: 500 });
    expect(await rejectionOf(auth.sendMagicLink('tok', 'x@example.com'))).toMatchObject({ message: 'Failed to send magic link' });
  });

  it('verifies a magic link, signs in and reports needs_setup', async () => {
    const { auth, client, calls, credentials } = setup({
      'POST /api/claim/verify-magic-link': () => json(200, { success: true, needs_setup: true, user: ana, ...session }),
    });
    await expect(auth.verifyMagicLink('link-1')).resolves.toMatchObject({ needs_setup: true, user: ana });
    expect(calls[0]?.body).toEqual({ link_id: 'link-1' });
    expect(credentials.accessToken()).toBe('access-new');
    expect(client.session.getState()).toEqual({ status: 'signed_in', user: ana });
  });

  it('reports a failed verification with the server message or the spec wording', async () => {
    let answer: () => Response = () => json(400, { error: 'This link is invalid or has expired.', code: 'VALIDATION_ERROR' });
    const { auth } = setup({ 'POST /api/claim/verify-magic-link': () => answer() });
    expect(await rejectionOf(auth.verifyMagicLink('x'))).toMatchObject({ message: 'This link is invalid or has expired.' });
    answer = () => new Response('', { status: 500 });
    expect(await rejectionOf(auth.verifyMagicLink('x'))).toMatchObject({ message: 'Failed to verify magic link' });
    answer = () => json(200, { success: false });
    expect(await rejectionOf(auth.verifyMagicLink('x'))).toMatchObject({ message: 'Failed to verify magic link' });
  });

  it('does not sign in on a verification answer without tokens', async () => {
    const { auth, credentials } = setup({
      'POST /api/claim/verify-magic-link': () => json(200, { success: true, needs_setup: false, user: ana }),
    });
    expect(await rejectionOf(auth.verifyMagicLink('x'))).toMatchObject({ message: 'Invalid response from server' });
    expect(credentials.accessToken()).toBeNull();
  });

  it('completes setup as a member call and signs in with the new tokens', async () => {
    const { auth, client, calls, credentials } = setup({
      'POST /api/claim/complete-setup': () => json(200, { success: true, user: ana, ...session }),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    const setupDetails = { name: 'Ana', username: 'ana', password: 'long enough' };
    await expect(auth.completeSetup(setupDetails)).resolves.toEqual(ana);
    expect(calls[0]?.body).toEqual(setupDetails);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${FRESH_TOKEN}`);
    expect(credentials.accessToken()).toBe('access-new');
  });

  it('needs a token to complete setup, and words a bare failure', async () => {
    const { auth, client, calls } = setup({ 'POST /api/claim/complete-setup': () => new Response('', { status: 500 }) });
    const details = { name: 'Ana', username: 'ana', password: 'long enough' };
    expect(await rejectionOf(auth.completeSetup(details))).toMatchObject({ message: 'No authentication token' });
    expect(calls).toHaveLength(0);

    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(auth.completeSetup(details))).toMatchObject({ message: 'Failed to complete account setup' });
  });
});

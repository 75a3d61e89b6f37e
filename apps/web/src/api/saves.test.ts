import { describe, expect, it } from 'vitest';
import { SAVE_LINK_MESSAGES } from '@stash/shared';
import { createSavesApi } from './saves';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

function setup(routes: Routes) {
  const context = setupApiClient(routes);
  context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  return { ...context, savesApi: createSavesApi(context.client) };
}

const saved = { id: '6f1c3a52-1b2c-4d5e-8f90-123456789abc', status: 'pending', duplicate: false, url: 'https://www.instagram.com/p/C8xYz12AbCd/' };

describe('saving a link', () => {
  it('posts the trimmed link as a web save and answers the queued post', async () => {
    const { savesApi, callsTo } = setup({ 'POST /api/ios-share/saves': () => json(202, saved) });
    await expect(savesApi.saveLink('  https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc ')).resolves.toEqual(saved);
    const [call] = callsTo('POST /api/ios-share/saves');
    expect(call?.body).toEqual({ url: 'https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc', share_sheet_variant: 'web_manual' });
    expect(call?.headers.authorization).toBe(`Bearer ${FRESH_TOKEN}`);
  });

  it("marks a save from the installed app's share target as such", async () => {
    const { savesApi, callsTo } = setup({ 'POST /api/ios-share/saves': () => json(202, saved) });
    await savesApi.saveLink('https://www.instagram.com/p/C8xYz12AbCd/', 'share_target');
    expect(callsTo('POST /api/ios-share/saves')[0]?.body).toEqual({ url: 'https://www.instagram.com/p/C8xYz12AbCd/', share_sheet_variant: 'share_target' });
  });

  it.each([
    ['', SAVE_LINK_MESSAGES.empty],
    ['https://www.facebook.com/reel/1', SAVE_LINK_MESSAGES.unsupportedHost],
  ])('refuses %j with the shared rule before any call', async (input, message) => {
    const { savesApi, calls } = setup({});
    expect(await rejectionOf(savesApi.saveLink(input))).toMatchObject({ message, code: 'VALIDATION_ERROR', status: 400 });
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal in its words", async () => {
    const { savesApi } = setup({
      'POST /api/ios-share/saves': () => json(400, { error: 'That link is not a post. Share the link of one post, reel or video.', code: 'VALIDATION_ERROR' }),
    });
    expect(await rejectionOf(savesApi.saveLink('https://x.com/i/status/1'))).toMatchObject({ message: 'That link is not a post. Share the link of one post, reel or video.' });
  });

  it('asks for another try of a failed post', async () => {
    const { savesApi, callsTo } = setup({ 'POST /api/posts/abc/retry': () => json(202, { ...saved, id: 'abc', duplicate: true }) });
    await expect(savesApi.retrySave('abc')).resolves.toMatchObject({ id: 'abc', status: 'pending' });
    expect(callsTo('POST /api/posts/abc/retry')).toHaveLength(1);
  });
});

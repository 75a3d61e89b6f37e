// Saving a link (spec sections 5 and 7): the shared link rules check it first, so a link the
// server would refuse never leaves the browser, and the server's own refusal reads the same.
import { parseSaveLink, saveLinkResponseSchema, type SaveLinkResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';
import { parseResponse } from './parse-response';

export function createSavesApi(client: ApiClient) {
  return {
    async saveLink(input: string): Promise<SaveLinkResponse> {
      const parsed = parseSaveLink(input);
      if (!parsed.ok) throw new ApiError(parsed.message, 400, 'VALIDATION_ERROR');
      const saved = parseResponse(saveLinkResponseSchema, await client.post('/ios-share/saves', { url: input.trim(), share_sheet_variant: 'web_manual' }));
      // A new post changes the feed, its counts and the profile's total.
      client.invalidate('/posts');
      client.invalidate('/profile');
      return saved;
    },

    /** Another try for a post whose organising failed. */
    async retrySave(postId: string): Promise<SaveLinkResponse> {
      return parseResponse(saveLinkResponseSchema, await client.post(`/posts/${encodeURIComponent(postId)}/retry`));
    },
  };
}

export const { saveLink, retrySave } = createSavesApi(apiClient);

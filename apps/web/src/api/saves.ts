// Saving a link (spec sections 5 and 7): the shared link rules check it first, so a link the
// server would refuse never leaves the browser, and the server's own refusal reads the same.
import { endpoints, parseSaveLink, type SaveLinkResponse, type ShareSheetVariant } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';

export function createSavesApi(client: ApiClient) {
  return {
    /** `variant` says where the link came from: the dialog (web_manual) or the share target. */
    async saveLink(input: string, variant: ShareSheetVariant = 'web_manual'): Promise<SaveLinkResponse> {
      const parsed = parseSaveLink(input);
      if (!parsed.ok) throw new ApiError(parsed.message, 400, 'VALIDATION_ERROR');
      return client.call(endpoints.savesCreate, { body: { url: input.trim(), share_sheet_variant: variant } });
    },

    /** Another try for a post whose organising failed. */
    retrySave(postId: string): Promise<SaveLinkResponse> {
      return client.call(endpoints.postsRetry, { params: { id: postId } });
    },
  };
}

export const { saveLink, retrySave } = createSavesApi(apiClient);

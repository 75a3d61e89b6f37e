// The fetch stage's entry point: resolves a short link when needed, then asks the fetcher of the
// link's platform for the post.
import type { CanonicalLink } from '@stash/shared';
import type { IngestConfig } from '../../config';
import type { FetchedPost } from './fetched-post';
import { fetchInstagramPost } from './instagram';
import { createPlatformClient } from './platform-client';
import type { PlatformClient } from './platform-client';
import { resolveShortLink } from './short-link';
import { fetchTikTokPost } from './tiktok';
import { fetchXPost } from './x';

export interface PostFetcher {
  /** Resolves to the post, or rejects with a FetchFailure (see its `retryable` and `memberMessage`). */
  fetchPost(link: CanonicalLink): Promise<FetchedPost>;
}

export function createPostFetcher(config: IngestConfig, client: PlatformClient = createPlatformClient(config.fetch)): PostFetcher {
  return {
    async fetchPost(link) {
      const post = link.kind === 'short' ? await resolveShortLink(client, config.origins, link) : link;
      switch (post.platform) {
        case 'instagram':
          return fetchInstagramPost(client, config, post);
        case 'tiktok':
          return fetchTikTokPost(client, config, post);
        case 'x':
          return fetchXPost(client, config, post);
      }
    },
  };
}

// The calls /manage makes, behind a context so tests run the screen on a client over a fake
// server (api/testing) instead of the browser's. Tags and entity types come through their own
// contexts (TagsApiContext, EntitiesApiContext).
import { createContext, useContext } from 'react';
import { endpoints, type PostsFiltersResponse } from '@stash/shared';
import type { ApiClient } from '../../api/api-client';
import { apiClient } from '../../api/client';
import { createPostsApi } from '../../api/posts';
import { createPostsBulkApi } from '../../api/posts-bulk';

export function createManageApi(client: ApiClient) {
  const posts = createPostsApi(client);
  return {
    /** Pages of cards (posts/list's card view): the rows, tiles and columns show no more. */
    listPostCards: posts.listPostCards,
    /** The sidebar's choices with how many stashes each has (categories, platforms, tags). */
    getFilters: (): Promise<PostsFiltersResponse> => client.call(endpoints.postsFilters, { body: {} }),
    bulkPosts: createPostsBulkApi(client).bulkPosts,
  };
}

export type ManageApi = ReturnType<typeof createManageApi>;

export const ManageApiContext = createContext<ManageApi>(createManageApi(apiClient));

export function useManageApi(): ManageApi {
  return useContext(ManageApiContext);
}

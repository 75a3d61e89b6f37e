// React Query bindings for tags. Changes write their answers straight into the caches that show
// them (the tag list, a post's tags, and every cached post in the feed and elsewhere) instead of
// refetching; only the per-tag counts are refetched, as they cannot be worked out here.
import { createContext, useContext } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EndpointBody, endpoints, Tag } from '@stash/shared';
import { editCachedPosts } from './post-cache';
import { withPostTags, withTagChanged, withTagRemoved } from './post-tag-edits';
import { writeQueryData } from './query-writes';
import { sortTagsByName, tagsApi, type TagsApi } from './tags';

/** The tags API the hooks call; tests provide one built on a fake-fetch client. */
export const TagsApiContext = createContext<TagsApi>(tagsApi);

export function useTagsApi(): TagsApi {
  return useContext(TagsApiContext);
}

/** Where each tag answer lives in the query cache; the plural keys are prefixes of the singular. */
export const tagQueryKeys = {
  all: ['tags'] as const,
  list: () => ['tags', 'list'] as const,
  stats: () => ['tags', 'stats'] as const,
  detail: (id: string) => ['tags', 'detail', id] as const,
  postsOfTags: () => ['tags', 'posts-of-tag'] as const,
  postsOfTag: (id: string) => ['tags', 'posts-of-tag', id] as const,
  /** The ids of the entities (places) of the posts carrying a tag: the map's tag filter. */
  entitiesOfTags: () => ['tags', 'entities-of-tag'] as const,
  entitiesOfTag: (id: string) => ['tags', 'entities-of-tag', id] as const,
  ofEachPost: () => ['tags', 'of-post'] as const,
  ofPost: (postId: string) => ['tags', 'of-post', postId] as const,
  batches: () => ['tags', 'batch'] as const,
  batch: (ids: readonly string[]) => ['tags', 'batch', [...ids].sort()] as const,
  ofPostsBatches: () => ['tags', 'of-posts'] as const,
  ofPosts: (postIds: readonly string[]) => ['tags', 'of-posts', [...postIds].sort()] as const,
  /** Ids of tags deleted in this session: views holding tags outside the query cache drop them. */
  deleted: () => ['tags', 'deleted'] as const,
};

/** The ids of tags deleted in this session (read from the cache; nothing is fetched). */
export function useDeletedTagIds(): readonly string[] {
  const { data } = useQuery<string[]>({ queryKey: tagQueryKeys.deleted(), queryFn: () => [], enabled: false, staleTime: Infinity });
  return data ?? [];
}

export function useTags() {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.list(), queryFn: () => api.listTags() });
}

export function useTagStats() {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.stats(), queryFn: () => api.getTagStats() });
}

export function useTag(id: string) {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.detail(id), queryFn: () => api.getTag(id), enabled: id !== '' });
}

export function usePostIdsOfTag(id: string) {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.postsOfTag(id), queryFn: () => api.getPostIdsOfTag(id), enabled: id !== '' });
}

export function useTagsOfPost(postId: string) {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.ofPost(postId), queryFn: () => api.getTagsOfPost(postId), enabled: postId !== '' });
}

export function useTagsBatch(ids: readonly string[]) {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.batch(ids), queryFn: () => api.getTagsBatch(ids), enabled: ids.length > 0 });
}

export function useTagsOfPosts(postIds: readonly string[]) {
  const api = useTagsApi();
  return useQuery({ queryKey: tagQueryKeys.ofPosts(postIds), queryFn: () => api.getTagsOfPosts(postIds), enabled: postIds.length > 0 });
}

/** Passes each cached list of a post's tags through `edit`, leaving those it answers as they were. */
function editTagsOfEachPost(queryClient: QueryClient, edit: (tags: Tag[]) => Tag[]) {
  queryClient.setQueriesData<Tag[]>({ queryKey: tagQueryKeys.ofEachPost() }, (tags) => {
    if (!tags) return undefined;
    const next = edit(tags);
    return next === tags ? undefined : next;
  });
}

function editTagLists(queryClient: QueryClient, edit: (tags: Tag[]) => Tag[]) {
  return writeQueryData<Tag[]>(queryClient, tagQueryKeys.list(), (tags) => (tags ? edit(tags) : tags));
}

/** Puts a changed tag into the list, the tag's own query and every cached post carrying it. */
async function writeChangedTag(queryClient: QueryClient, tag: Tag) {
  await editTagLists(queryClient, (tags) => withTagChangedInList(tags, tag));
  queryClient.setQueryData(tagQueryKeys.detail(tag.id), tag);
  editTagsOfEachPost(queryClient, (tags) => withTagChangedInList(tags, tag));
  editCachedPosts(queryClient, withTagChanged(tag));
  invalidateTagBatches(queryClient);
}

/** Batch answers are keyed by the ids asked for, so they are refetched rather than edited. */
function invalidateTagBatches(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: tagQueryKeys.batches() });
  void queryClient.invalidateQueries({ queryKey: tagQueryKeys.ofPostsBatches() });
}

/** `tags` with `tag` in place of its old copy, re-sorted (a rename can move it); as is without it. */
function withTagChangedInList(tags: Tag[], tag: Tag): Tag[] {
  return tags.some((candidate) => candidate.id === tag.id) ? sortTagsByName(tags.map((candidate) => (candidate.id === tag.id ? tag : candidate))) : tags;
}

export function useCreateTag() {
  const api = useTagsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndpointBody<typeof endpoints.tagsCreate>) => api.createTag(request),
    onSuccess: async (tag) => {
      await editTagLists(queryClient, (tags) => sortTagsByName([...tags.filter((candidate) => candidate.id !== tag.id), tag]));
      void queryClient.invalidateQueries({ queryKey: tagQueryKeys.stats() });
    },
  });
}

export function useUpdateTag() {
  const api = useTagsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EndpointBody<typeof endpoints.tagsUpdate> }) => api.updateTag(id, patch),
    onSuccess: (tag) => writeChangedTag(queryClient, tag),
  });
}

export function useDeleteTag() {
  const api = useTagsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteTag(id),
    onSuccess: async (_nothing, id) => {
      await editTagLists(queryClient, (tags) => tags.filter((tag) => tag.id !== id));
      queryClient.setQueryData<string[]>(tagQueryKeys.deleted(), (ids = []) => (ids.includes(id) ? ids : [...ids, id]));
      queryClient.removeQueries({ queryKey: tagQueryKeys.detail(id) });
      queryClient.removeQueries({ queryKey: tagQueryKeys.postsOfTag(id) });
      queryClient.removeQueries({ queryKey: tagQueryKeys.entitiesOfTag(id) });
      editTagsOfEachPost(queryClient, (tags) => (tags.some((tag) => tag.id === id) ? tags.filter((tag) => tag.id !== id) : tags));
      queryClient.setQueryData<Record<string, number>>(tagQueryKeys.stats(), (stats) => {
        if (!stats || !(id in stats)) return stats;
        const { [id]: _removed, ...rest } = stats;
        return rest;
      });
      editCachedPosts(queryClient, withTagRemoved(id));
      invalidateTagBatches(queryClient);
    },
  });
}

/** Saves a post's tags (PUT /tags/post/{postId}); the post shows them everywhere it is cached. */
export function useSetPostTags(postId: string) {
  const api = useTagsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: readonly string[]) => api.setTagsOfPost(postId, tagIds),
    onSuccess: (tags: Tag[]) => {
      queryClient.setQueryData(tagQueryKeys.ofPost(postId), tags);
      editCachedPosts(queryClient, withPostTags(postId, tags));
      // Counts and the posts (and so places) of each tag changed in ways only the server knows.
      void queryClient.invalidateQueries({ queryKey: tagQueryKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: tagQueryKeys.postsOfTags() });
      void queryClient.invalidateQueries({ queryKey: tagQueryKeys.entitiesOfTags() });
      void queryClient.invalidateQueries({ queryKey: tagQueryKeys.ofPostsBatches() });
    },
  });
}

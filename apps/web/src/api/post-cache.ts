// Edits of the posts held in the query cache, shape by shape as postQueryKeys names them, so a
// change made here (a tag renamed, a post's tags saved) shows on every card at once without
// refetching. Each updater answers undefined when no post changed: TanStack then leaves that query
// alone instead of marking it freshly fetched and re-rendering whatever observes it.
import type { QueryClient } from '@tanstack/react-query';
import type { Post, PostCard } from '@stash/shared';
import type { FeedData } from './feed-cache';
import { postQueryKeys } from './post-query-keys';
import type { PostsBatch, PostsPage } from './posts';

/** A change to one cached post, whole or card (of the same shape it was given); answers the post itself where it does not apply. */
export type CachedPostEdit = <Item extends PostCard>(post: Item) => Item;

function editList<Item extends PostCard>(posts: readonly Item[], edit: CachedPostEdit): Item[] | undefined {
  let changed = false;
  const next = posts.map((post) => {
    const edited = edit(post);
    if (edited !== post) changed = true;
    return edited;
  });
  return changed ? next : undefined;
}

function editPage<Item extends PostCard>(page: PostsPage<Item>, edit: CachedPostEdit): PostsPage<Item> | undefined {
  const posts = editList(page.posts, edit);
  return posts && { ...page, posts };
}

function editFeed(feed: FeedData, edit: CachedPostEdit): FeedData | undefined {
  let changed = false;
  const pages = feed.pages.map((page) => {
    const edited = editPage(page, edit);
    if (edited) changed = true;
    return edited ?? page;
  });
  return changed ? { ...feed, pages } : undefined;
}

function editBatch(batch: PostsBatch, edit: CachedPostEdit): PostsBatch | undefined {
  const ids = Object.keys(batch.posts);
  const posts = editList(Object.values(batch.posts), edit);
  return posts && { ...batch, posts: Object.fromEntries(ids.map((id, index) => [id, posts[index]!])) };
}

function editOne(post: Post | null, edit: CachedPostEdit): Post | undefined {
  if (!post) return undefined;
  const edited = edit(post);
  return edited === post ? undefined : edited;
}

/** Passes every cached post (feeds, list pages, drawer copies, related lists, batches) through `edit`. */
export function editCachedPosts(queryClient: QueryClient, edit: CachedPostEdit): void {
  queryClient.setQueriesData<FeedData>({ queryKey: postQueryKeys.feeds() }, (feed) => feed && editFeed(feed, edit));
  queryClient.setQueriesData<PostsPage<PostCard>>({ queryKey: postQueryKeys.pages() }, (page) => page && editPage(page, edit));
  queryClient.setQueriesData<Post | null>({ queryKey: postQueryKeys.details() }, (post) => (post === undefined ? undefined : editOne(post, edit)));
  queryClient.setQueriesData<Post[]>({ queryKey: postQueryKeys.relatedLists() }, (posts) => posts && editList(posts, edit));
  queryClient.setQueriesData<PostsBatch>({ queryKey: postQueryKeys.batches() }, (batch) => batch && editBatch(batch, edit));
}

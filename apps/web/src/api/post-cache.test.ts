import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Post, PostCard, PostTag } from '@stash/shared';
import type { FeedData } from './feed-cache';
import { editCachedPosts } from './post-cache';
import { postQueryKeys } from './post-query-keys';
import { withPostTags } from './post-tag-edits';
import type { PostsBatch, PostsPage } from './posts';
import { makePost } from './testing/posts';

const arts: PostTag = { id: 't-arts', name: 'arts', color: '#8b5cf6' };

function page(posts: Post[]): PostsPage {
  return { posts, total: posts.length, hasMore: false, nextOffset: posts.length, nextOffsetGiven: false, currentOffset: 0, counts: null, categoryCounts: { food: posts.length } };
}

function seeded() {
  const queryClient = new QueryClient();
  const p1 = () => makePost({ id: 'p1', tags: [] });
  const other = makePost({ id: 'p9', tags: [] });
  const feed: FeedData = { pages: [page([p1(), other]), page([makePost({ id: 'p3' })])], pageParams: [0, 2] };
  queryClient.setQueryData(postQueryKeys.feed(null), feed);
  queryClient.setQueryData(postQueryKeys.page({ limit: 8 }), page([p1()]));
  queryClient.setQueryData(postQueryKeys.detail('p1'), p1());
  queryClient.setQueryData(postQueryKeys.detail('gone'), null);
  queryClient.setQueryData(postQueryKeys.related('p2', [], 'food'), [p1()]);
  queryClient.setQueryData<PostsBatch>(postQueryKeys.batch(['p1']), { posts: { p1: p1() }, notFound: ['p7'] });
  queryClient.setQueryData(postQueryKeys.page({ limit: 8, category: 'art' }), page([other]));
  return { queryClient, feed };
}

describe('editCachedPosts', () => {
  it('edits the post in every shape the posts keys hold', () => {
    const { queryClient } = seeded();
    editCachedPosts(queryClient, withPostTags('p1', [arts]));
    const tagsOf = (post: PostCard | null | undefined) => post?.tags.map((tag) => tag.id);
    expect(tagsOf(queryClient.getQueryData<FeedData>(postQueryKeys.feed(null))?.pages[0]?.posts[0])).toEqual(['t-arts']);
    expect(tagsOf(queryClient.getQueryData<PostsPage>(postQueryKeys.page({ limit: 8 }))?.posts[0])).toEqual(['t-arts']);
    expect(tagsOf(queryClient.getQueryData<Post>(postQueryKeys.detail('p1')))).toEqual(['t-arts']);
    expect(tagsOf(queryClient.getQueryData<Post[]>(postQueryKeys.related('p2', [], 'food'))?.[0])).toEqual(['t-arts']);
    const batch = queryClient.getQueryData<PostsBatch>(postQueryKeys.batch(['p1']));
    expect(tagsOf(batch?.posts.p1)).toEqual(['t-arts']);
    expect(batch?.notFound).toEqual(['p7']);
    expect(queryClient.getQueryData(postQueryKeys.detail('gone'))).toBeNull();
  });

  it('keeps untouched pages and posts as they were, and leaves queries without the post alone', () => {
    const { queryClient, feed } = seeded();
    const elsewhere = queryClient.getQueryState(postQueryKeys.page({ limit: 8, category: 'art' }));
    editCachedPosts(queryClient, withPostTags('p1', [arts]));
    const next = queryClient.getQueryData<FeedData>(postQueryKeys.feed(null));
    expect(next?.pages[1]).toBe(feed.pages[1]);
    expect(next?.pages[0]?.posts[1]).toBe(feed.pages[0]?.posts[1]);
    expect(next?.pages[0]?.categoryCounts).toBe(feed.pages[0]?.categoryCounts);
    // Not rewritten: a rewrite would mark it freshly fetched and re-render its observers.
    expect(queryClient.getQueryState(postQueryKeys.page({ limit: 8, category: 'art' }))).toBe(elsewhere);
  });
});

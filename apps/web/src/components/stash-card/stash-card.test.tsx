import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostTag } from '@stash/shared';
import { makePost } from '../../api/testing/posts';
import { toStashItem } from '../../lib/post-mapping';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { StashCard } from './stash-card';

const NOW = Date.parse('2026-05-04T12:00:00Z');

function renderCard(overrides: Parameters<typeof makePost>[0] = {}) {
  const item = toStashItem(makePost({ created_at: '2026-05-01T12:00:00.000Z', ...overrides }));
  return renderWithProviders(<StashCard item={item} now={NOW} />, { at: '/posts', path: '/posts' });
}

const tag = (index: number): PostTag => ({ id: `t${index}`, name: `Tag ${index}`, color: '#3b82f6' });

describe('StashCard', () => {
  it('shows the picture, title, platform and age, and links to the stash', () => {
    renderCard({ id: 'p1', title: 'Tacos on 5th' });
    expect(screen.getByRole('link', { name: 'Tacos on 5th' })).toHaveAttribute('href', '/stash/p1');
    expect(screen.getByRole('img', { name: 'Picture from Instagram: Tacos on 5th' })).toHaveAttribute('src', '/media/p1-0.jpg');
    expect(screen.getByText('Instagram')).toBeInTheDocument();
    expect(screen.getByText("3 days Stash'n")).toBeInTheDocument();
    expect(screen.getByText('Food')).toBeInTheDocument();
  });

  it('shows at most 3 tags then +N, and at most 3 hashtags', () => {
    renderCard({ tags: [tag(1), tag(2), tag(3), tag(4), tag(5)], hashtags: ['brunch', '#nyc', 'tacos', 'eats'] });
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tags).getByText('Tag 3')).toBeInTheDocument();
    expect(within(tags).queryByText('Tag 4')).not.toBeInTheDocument();
    expect(within(tags).getByText('+2')).toBeInTheDocument();
    expect(within(tags).getByText('2 more tags')).toBeInTheDocument();
    const hashtags = screen.getByRole('list', { name: 'Hashtags' });
    expect(within(hashtags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#brunch', '#nyc', '#tacos']);
  });

  it('shows no +N with 3 tags or fewer, and no lists when there is nothing', () => {
    renderCard({ tags: [tag(1), tag(2), tag(3)] });
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hashtags' })).not.toBeInTheDocument();
  });

  it("marks a video with a play badge over its poster", () => {
    renderCard({
      title: 'Pasta in 10',
      activity_type: 'tiktok',
      media_url: '/media/cover.jpg',
      media: [{ cdn_url: '/media/clip.mp4', original_instagram_url: null, url: 'https://cdn.example/clip.mp4', type: 'video' }],
    });
    expect(screen.getByRole('img', { name: 'Video still from TikTok: Pasta in 10' })).toHaveAttribute('src', '/media/cover.jpg');
    expect(screen.getByText('Video')).toBeInTheDocument();
  });

  it('shows a placeholder, not a broken image, when there is no picture', () => {
    renderCard({ media: [], media_url: null, activity_type: 'x' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('X')).toBeInTheDocument();
  });

  it("says a pending post is being organised and shows its link until it has a title", () => {
    renderCard({ title: null, caption: null, full_text: null, status: 'fetched', raw_dump: { original_url: 'https://x.com/a/status/9' } });
    expect(screen.getByText('Organising…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Untitled' })).toBeInTheDocument();
    expect(screen.getByText('https://x.com/a/status/9')).toBeInTheDocument();
  });

  it('gives a failed post without a reason a plain one, and a way to try again', () => {
    renderCard({ title: 'Broken', status: 'failed', status_reason: null });
    expect(screen.getByText("We couldn't organise this post.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again: Broken' })).toBeEnabled();
    expect(screen.queryByText('Organising…')).not.toBeInTheDocument();
  });
});

// A card's tags and hashtags, capped as the spec says (section 9): at most 3 tags then '+N',
// and at most 3 hashtags.
import type { PostTag } from '@stash/shared';

export const CARD_TAG_LIMIT = 3;
export const CARD_HASHTAG_LIMIT = 3;

export function TagList({ tags }: { tags: readonly PostTag[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, CARD_TAG_LIMIT);
  const more = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li
          key={tag.id}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink"
        >
          <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
          <span className="truncate">{tag.name}</span>
        </li>
      ))}
      {more > 0 ? (
        <li className="inline-flex items-center rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">{more === 1 ? '1 more tag' : `${more} more tags`}</span>
        </li>
      ) : null}
    </ul>
  );
}

export function HashtagList({ hashtags }: { hashtags: readonly string[] }) {
  const shown = hashtags.slice(0, CARD_HASHTAG_LIMIT);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Hashtags" className="flex min-w-0 flex-wrap gap-x-2 gap-y-0.5 text-xs font-medium text-brand-text">
      {shown.map((hashtag) => (
        <li key={hashtag} className="max-w-full truncate">
          #{hashtag.replace(/^#/, '')}
        </li>
      ))}
    </ul>
  );
}

import type { PostTag } from '@stash/shared';

/** A tag as a pill: its colour as a dot and a soft tint, its name truncated to the space there is. */
export function TagChip({ tag, size = 'md' }: { tag: Pick<PostTag, 'name' | 'color'>; size?: 'sm' | 'md' }) {
  const sizing = size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-[13px]';
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full border font-medium text-ink ${sizing}`}
      // The tint follows the tag's own colour in both themes; the text stays the theme's ink.
      style={{ borderColor: `${tag.color}66`, backgroundColor: `${tag.color}1f` }}
    >
      <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
      <span className="truncate" title={tag.name}>
        {tag.name}
      </span>
    </span>
  );
}

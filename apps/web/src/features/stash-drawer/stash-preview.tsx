// The drawer while the whole post loads, opened from a card: what the card showed (its picture,
// where it came from, its category and title) stays on screen, and the parts only the whole post
// has (the words, tags, what is in it) show as loading, so nothing flashes empty in between.
import type { PostCard } from '@stash/shared';
import { PlatformAndAge } from '../../components/platform-and-age';
import { DrawerCloseButton } from './drawer-close-button';
import { ageLabel } from '../../lib/age-label';
import { categoryLabel } from '../../lib/category-label';
import { toStashCardItem } from '../../lib/post-mapping';
import { isProcessing } from '../../lib/post-status';

interface StashPreviewProps {
  card: PostCard;
  titleId: string;
  onClose: () => void;
}

export function StashPreview({ card, titleId, onClose }: StashPreviewProps) {
  const item = toStashCardItem(card);
  const age = ageLabel(item.createdAt);
  return (
    <>
      <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface-raised/90 px-4 py-3 backdrop-blur md:px-6">
        <PlatformAndAge platform={item.platform} age={age} className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium text-ink-muted" iconClassName="size-4 shrink-0" />
        <DrawerCloseButton onClose={onClose} />
      </header>
      <div className="flex flex-col gap-6 pb-10 md:px-6 md:pt-6">
        <div className="overflow-hidden bg-surface-muted md:rounded-2xl">
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" decoding="async" className="max-h-[70vh] w-full object-contain" />
          ) : (
            <div className="aspect-[4/5] max-h-[60vh] w-full animate-pulse bg-surface-muted" />
          )}
        </div>
        <section className="flex flex-col gap-3 px-5 md:px-0">
          {item.category && !isProcessing(item.status) ? (
            <span className="self-start rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-text">{categoryLabel(item.category)}</span>
          ) : null}
          <h2 id={titleId} className="text-2xl leading-tight font-bold tracking-tight text-ink [overflow-wrap:anywhere]">
            {item.title}
          </h2>
          <div role="status" aria-label="Loading stash" className="flex animate-pulse flex-col gap-2">
            <div className="h-3.5 w-full rounded-full bg-surface-muted" />
            <div className="h-3.5 w-11/12 rounded-full bg-surface-muted" />
            <div className="h-3.5 w-2/3 rounded-full bg-surface-muted" />
            <div className="mt-4 h-[300px] rounded-2xl bg-surface-muted" />
          </div>
        </section>
      </div>
    </>
  );
}

// One post in the feed. The title is a link to the stash (/stash/{id}) stretched over the whole
// card, so the card is one big target with one accessible name; a plain click opens the stash
// drawer over the feed (components/stash-link.tsx). The failed state's button sits above that link.
import { memo } from 'react';
import { StashLink } from '../stash-link';
import { ageLabel } from '../../lib/age-label';
import type { StashCardItem } from '../../lib/post-mapping';
import { CardFailure } from './card-failure';
import { HashtagList, TagList } from './card-labels';
import { CardMedia } from './card-media';
import { PlatformAndAge } from '../platform-and-age';

interface StashCardProps {
  item: StashCardItem;
  /** The clock the age label is read at; passed in so every card ages together. */
  now: number;
}

export const StashCard = memo(function StashCard({ item, now }: StashCardProps) {
  const age = ageLabel(item.createdAt, now);
  // Until a post is fetched it has no words of its own; its link tells the member which one it is.
  const showSource = item.title === 'Untitled' && item.sourceUrl;

  return (
    <article
      className={
        'group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-soft ' +
        'transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lifted ' +
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus'
      }
    >
      <CardMedia item={item} />
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <PlatformAndAge platform={item.platform} age={age} className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-ink-muted" iconClassName="size-3.5 shrink-0" />
        <h2 className="line-clamp-2 text-[15px] leading-snug font-semibold text-ink [overflow-wrap:anywhere]">
          <StashLink stashId={item.id} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {item.title}
          </StashLink>
        </h2>
        {showSource ? <p className="truncate text-xs text-ink-subtle">{item.sourceUrl}</p> : null}
        <TagList tags={item.tags} />
        <HashtagList hashtags={item.hashtags} />
        {item.status === 'failed' ? <CardFailure postId={item.id} title={item.title} reason={item.statusReason} /> : null}
      </div>
    </article>
  );
});

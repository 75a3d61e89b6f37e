// A compact card for one recent stash on the home screen: picture, title, where it came from and
// its age. The whole card is one link to the stash: its address is /stash/{id}, and a plain click
// opens the drawer over home, so home keeps its place underneath.
import { useState } from 'react';
import { Play } from 'lucide-react';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import { StashLink } from '../../components/stash-link';
import { Spinner } from '../../components/ui/spinner';
import { ageLabel } from '../../lib/age-label';
import type { StashCardItem } from '../../lib/post-mapping';
import { isProcessing } from '../../lib/post-status';

interface RecentStashCardProps {
  item: StashCardItem;
  /** The clock the age label is read at, shared by all cards. */
  now: number;
}

export function RecentStashCard({ item, now }: RecentStashCardProps) {
  const age = ageLabel(item.createdAt, now);
  const organising = isProcessing(item.status);

  return (
    <StashLink
      stashId={item.id}
      className={
        'focus-ring group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-soft ' +
        'transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lifted motion-reduce:transition-none'
      }
    >
      <CardPicture item={item} />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-3.5">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-ink [overflow-wrap:anywhere] sm:text-[15px]">{item.title}</p>
        <p className="mt-auto flex min-w-0 items-center gap-1.5 pt-1 text-xs text-ink-muted">
          {organising ? (
            <>
              <Spinner className="size-3 shrink-0 text-brand-text" />
              <span className="truncate">Organising...</span>
            </>
          ) : (
            <>
              <PlatformIcon platform={item.platform} className="size-3.5 shrink-0" />
              <span className="sr-only">{platformName(item.platform)}</span>
              {age ? <span className="truncate">{age}</span> : null}
            </>
          )}
        </p>
      </div>
    </StashLink>
  );
}

function CardPicture({ item }: { item: StashCardItem }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : item.imageUrl;

  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.04] motion-reduce:transition-none"
        />
      ) : (
        // No picture (yet): a soft tile with the platform's mark, so the grid keeps its rhythm.
        <div className="flex size-full items-center justify-center bg-linear-to-br from-violet-500/15 via-surface-muted to-pink-500/15 text-ink-subtle">
          <PlatformIcon platform={item.platform} className="size-7" />
        </div>
      )}
      {item.mediaType === 'video' ? (
        <span className="absolute top-2 left-2 inline-flex size-7 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm">
          <Play className="size-3.5 fill-current" aria-hidden="true" />
          <span className="sr-only">Video</span>
        </span>
      ) : null}
    </div>
  );
}

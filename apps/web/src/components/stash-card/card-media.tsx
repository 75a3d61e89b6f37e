// The picture at the top of a stash card: the image, or a video's poster with a play badge, or
// a neutral placeholder with the platform's icon when there is none (or it fails to load).
// Posts still being organised get a soft pulse and an 'Organising…' note over it.
import { useState } from 'react';
import { Play, Sparkles } from 'lucide-react';
import type { StashCardItem } from '../../lib/post-mapping';
import { categoryLabel } from '../../lib/category-label';
import { PlatformIcon, platformName } from '../platform-icon';
import { isProcessing } from '../../lib/post-status';

function MediaPlaceholder({ platform, pulsing }: { platform: string; pulsing: boolean }) {
  return (
    <div
      className={`flex size-full items-center justify-center bg-linear-to-br from-surface-muted to-line/60 text-ink-subtle ${pulsing ? 'animate-pulse' : ''}`}
    >
      <PlatformIcon platform={platform} className="size-10 opacity-70" />
    </div>
  );
}

function OrganisingNote() {
  return (
    <div className="absolute inset-x-0 bottom-0 flex justify-center bg-linear-to-t from-black/35 to-transparent p-3 pt-10">
      <span className="inline-flex items-center gap-2 rounded-full bg-surface/90 px-3 py-1.5 text-sm font-medium text-ink shadow-soft backdrop-blur">
        <Sparkles className="size-4 animate-pulse text-brand-text" aria-hidden="true" />
        Organising…
      </span>
    </div>
  );
}

export function CardMedia({ item }: { item: StashCardItem }) {
  // Remembers which address failed, so a fresher address (after organising) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = item.imageUrl && item.imageUrl !== failedUrl ? item.imageUrl : null;
  const processing = isProcessing(item.status);
  const isVideo = item.mediaType === 'video';

  return (
    <div className="relative aspect-[4/5] overflow-hidden bg-surface-muted">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={`${isVideo ? 'Video still' : 'Picture'} from ${platformName(item.platform)}: ${item.title}`}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
          className="size-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
        />
      ) : (
        <MediaPlaceholder platform={item.platform} pulsing={processing} />
      )}
      {isVideo ? (
        <span className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur">
          <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
          <span className="sr-only">Video</span>
        </span>
      ) : null}
      {item.category && !processing ? (
        <span className="absolute top-3 left-3 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-ink shadow-soft backdrop-blur">
          {categoryLabel(item.category)}
        </span>
      ) : null}
      {processing ? <OrganisingNote /> : null}
    </div>
  );
}

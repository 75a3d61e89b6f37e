// The stash's media, large: the primary item first, others as a strip of thumbnails below. A
// video is shown paused at 0.12 s (spec section 2) so its first real frame is the preview instead
// of a black or blank one; it plays with the browser's own controls.
import { useState } from 'react';
import { Play } from 'lucide-react';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import type { StashItem, StashMedia as Media } from '../../lib/post-mapping';

export const VIDEO_PREVIEW_SECONDS = 0.12;

/** Stands in for media that failed to load (full size, so nothing jumps) or a post with none (a short band). */
function Placeholder({ platform, compact = false }: { platform: string; compact?: boolean }) {
  return (
    <div
      className={`flex w-full items-center justify-center bg-linear-to-br from-surface-muted to-line/60 text-ink-subtle ${compact ? 'h-40' : 'aspect-[4/5] max-h-[70vh]'}`}
    >
      <PlatformIcon platform={platform} className="size-12 opacity-70" />
    </div>
  );
}

function MediaView({ media, item, label }: { media: Media; item: StashItem; label: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder platform={item.platform} />;
  if (media.type === 'video') {
    return (
      <video
        key={media.url}
        src={media.url}
        poster={media.imageUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        onLoadedMetadata={(event) => {
          event.currentTarget.currentTime = VIDEO_PREVIEW_SECONDS;
        }}
        onError={() => setFailed(true)}
        className="max-h-[70vh] w-full bg-black object-contain"
      />
    );
  }
  const src = media.imageUrl ?? media.url;
  return <img key={src} src={src} alt={label} decoding="async" onError={() => setFailed(true)} className="max-h-[70vh] w-full object-contain" />;
}

export function StashMediaGallery({ item }: { item: StashItem }) {
  const [selected, setSelected] = useState(0);
  const source = platformName(item.platform);
  const media = item.media[selected] ?? item.primaryMedia;

  if (!media) {
    return item.imageUrl ? (
      <img src={item.imageUrl} alt={`Picture from ${source}: ${item.title}`} className="max-h-[70vh] w-full bg-surface-muted object-contain" />
    ) : (
      <div className="overflow-hidden md:rounded-2xl">
        <Placeholder platform={item.platform} compact />
      </div>
    );
  }

  const count = item.media.length;
  const describe = (entry: Media, index: number) =>
    `${entry.type === 'video' ? 'Video' : 'Picture'}${count > 1 ? ` ${index + 1} of ${count}` : ''} from ${source}: ${item.title}`;

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-hidden bg-surface-muted md:rounded-2xl">
        <MediaView key={selected} media={media} item={item} label={describe(media, selected)} />
      </div>
      {count > 1 ? (
        <ul aria-label="Media" className="flex gap-2 overflow-x-auto px-5 pb-1 md:px-0">
          {item.media.map((entry, index) => (
            <li key={`${entry.url}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show ${describe(entry, index).toLowerCase()}`}
                aria-pressed={index === selected}
                className={`focus-ring relative block size-16 overflow-hidden rounded-xl border-2 ${index === selected ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                {entry.imageUrl ? <img src={entry.imageUrl} alt="" className="size-full object-cover" /> : <span className="block size-full bg-surface-muted" />}
                {entry.type === 'video' ? (
                  <Play className="absolute inset-0 m-auto size-5 fill-white text-white drop-shadow" aria-hidden="true" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

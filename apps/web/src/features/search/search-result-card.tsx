// One search result: the post's picture, title and where it came from, and the passages that
// matched with the matched words marked. The whole card opens the stash drawer over the results.
import { useState } from 'react';
import type { HighlightField, SearchResult } from '@stash/shared';
import { StashLink } from '../../components/stash-link';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import { ageLabel } from '../../lib/age-label';
import { toStashItem } from '../../lib/post-mapping';
import { HighlightedText } from './highlighted-text';

const FIELD_LABELS: Record<HighlightField, string> = {
  title: 'Title',
  entity: 'Found in it',
  tag: 'Tag',
  hashtag: 'Hashtag',
  author: 'By',
  description: 'Your note',
  caption: 'Caption',
  full_text: 'Text',
};

export function SearchResultCard({ result, now }: { result: SearchResult; now: number }) {
  const item = toStashItem(result.post);
  const [imageFailed, setImageFailed] = useState(false);
  const titleHighlight = result.highlights.find((highlight) => highlight.field === 'title' && highlight.snippet === item.title);
  const passages = result.highlights.filter((highlight) => highlight !== titleHighlight);
  const age = ageLabel(item.createdAt, now);

  return (
    <li>
      <article className="group relative flex gap-4 rounded-2xl border border-line bg-surface p-3 shadow-soft transition-colors hover:border-line-strong has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus sm:p-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface-muted sm:size-24">
          {item.imageUrl && !imageFailed ? (
            <img src={item.imageUrl} alt="" loading="lazy" onError={() => setImageFailed(true)} className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-ink-subtle">
              <PlatformIcon platform={item.platform} className="size-8 opacity-70" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
            <PlatformIcon platform={item.platform} className="size-3.5 shrink-0" />
            <span>{platformName(item.platform)}</span>
            {item.authorHandle ? <span className="truncate">· @{item.authorHandle}</span> : null}
            {age ? <span className="shrink-0">· {age}</span> : null}
          </p>
          <h3 className="mt-1 line-clamp-2 text-base font-semibold text-ink">
            {/* The title link is stretched over the card, so the card is one target with one name. */}
            <StashLink stashId={item.id} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
              {titleHighlight ? <HighlightedText text={titleHighlight.snippet} ranges={titleHighlight.ranges} /> : item.title}
            </StashLink>
          </h3>
          {passages.length > 0 ? (
            <ul className="mt-1.5 space-y-1 text-sm leading-snug text-ink-muted">
              {passages.map((highlight) => (
                <li key={`${highlight.field}:${highlight.snippet}`} className="line-clamp-2">
                  <span className="mr-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase">{FIELD_LABELS[highlight.field]}</span>{' '}
                  <HighlightedText text={highlight.snippet} ranges={highlight.ranges} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
    </li>
  );
}

// Other stashes that share a place, event or thing with this one (else the same category), in a
// 400 px tall list (spec section 2). Each opens in this drawer, one history entry further on.
import type { Post } from '@stash/shared';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import { StashLink } from '../../components/stash-link';
import { toStashItem } from '../../lib/post-mapping';

export function RelatedPostList({ posts }: { posts: readonly Post[] }) {
  return (
    <ul aria-label="Related stashes" className="flex flex-col gap-1">
      {posts.map((post) => {
        const item = toStashItem(post);
        return (
          <li key={item.id}>
            <StashLink
              stashId={item.id}
              className="focus-ring flex items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-surface-muted"
            >
              <span className="size-14 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
                {item.imageUrl ? (
                  <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <span className="flex size-full items-center justify-center text-ink-subtle">
                    <PlatformIcon platform={item.platform} className="size-5" />
                  </span>
                )}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="line-clamp-2 text-sm font-semibold text-ink [overflow-wrap:anywhere]">{item.title}</span>
                <span className="text-xs text-ink-muted">{platformName(item.platform)}</span>
              </span>
            </StashLink>
          </li>
        );
      })}
    </ul>
  );
}

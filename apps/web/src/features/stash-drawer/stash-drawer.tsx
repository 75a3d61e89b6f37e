// The stash drawer: one stash over the page the member is on (see lib/stash-drawer-link.ts for
// why it lives in ?stash=). Loads the whole post (pages hold only cards) and shows its state,
// with the card it was opened from shown meanwhile; closing goes back over every drawer entry
// pushed, so Back and Close leave history in the same place.
import { useEffect, useId, useRef } from 'react';
import { Drawer } from '../../components/ui/drawer';
import { StashDetails } from './stash-details';
import { StashPreview } from './stash-preview';
import { DrawerSkeleton, StashLoadError, StashNotFound, UNABLE_TO_LOAD } from './stash-states';
import { useStashCard, useStashPost } from './use-stash-post';
import { DrawerCloseButton } from './drawer-close-button';

interface StashDrawerProps {
  stashId: string;
  onClose: () => void;
}

export function StashDrawer({ stashId, onClose }: StashDrawerProps) {
  const titleId = useId();
  const post = useStashPost(stashId);
  const card = useStashCard(stashId);
  const scrollRef = useRef<HTMLDivElement>(null);

  // A related stash opens in the same drawer: start it at the top, with focus on the drawer.
  const firstStash = useRef(stashId);
  useEffect(() => {
    if (firstStash.current === stashId) return;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    scrollRef.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, [stashId]);

  const preview = !post.data && post.isPending && card !== undefined;
  const named = Boolean(post.data) || preview;
  const shown = post.data ? 'post' : preview ? 'card' : 'state';
  // The loading or error view's Close button goes away when the stash arrives, and the card's
  // when the whole post replaces it; keep focus inside.
  useEffect(() => {
    const dialog = scrollRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
  }, [shown]);

  let body;
  if (post.data) {
    body = <StashDetails key={stashId} post={post.data} titleId={titleId} onClose={onClose} />;
  } else if (preview) {
    body = <StashPreview card={card} titleId={titleId} onClose={onClose} />;
  } else if (post.isPending) {
    body = <DrawerSkeleton />;
  } else if (post.isError) {
    body = <StashLoadError message={post.error.message} retrying={post.isFetching} onRetry={() => void post.refetch()} />;
  } else {
    body = <StashNotFound onClose={onClose} />;
  }

  return (
    <Drawer onClose={onClose} labelledBy={named ? titleId : undefined} label={post.isPending ? 'Loading stash' : UNABLE_TO_LOAD}>
      <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain pb-[env(safe-area-inset-bottom)]">
        {named ? null : (
          <div className="flex justify-end px-4 pt-3">
            <DrawerCloseButton onClose={onClose} />
          </div>
        )}
        {body}
      </div>
    </Drawer>
  );
}


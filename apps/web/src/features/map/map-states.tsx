// What the map screen shows instead of the map: loading, a stash with no places yet (and how to
// save one), and a failed load with a retry.
import { MapPinned, Plus } from 'lucide-react';
import { useSaveLinkLauncher } from '../../components/save-link-launcher';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { LoadFailed, StatePanel } from '../../components/ui/state-panel';

export function MapLoading() {
  return (
    <div role="status" className="flex h-[55vh] items-center justify-center gap-2 rounded-3xl border border-line bg-surface-muted text-sm text-ink-muted">
      <Spinner className="size-4 text-brand-text" />
      Loading your places
    </div>
  );
}

export function MapEmpty() {
  const openSaveLink = useSaveLinkLauncher();
  return (
    <StatePanel icon={<MapPinned className="size-7" aria-hidden="true" />} title="No places on your map yet">
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        Save a post that names a restaurant, bar, shop or neighbourhood: copy its link on Instagram, TikTok or X and add it with
        Save a Link. Stash finds where it is and puts it here.
      </p>
      {openSaveLink ? (
        <Button className="mt-6" onClick={openSaveLink}>
          <Plus className="size-4" aria-hidden="true" />
          Save a link
        </Button>
      ) : null}
    </StatePanel>
  );
}

export function MapError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadFailed title="We couldn't load your places" message={message} onRetry={onRetry} />;
}

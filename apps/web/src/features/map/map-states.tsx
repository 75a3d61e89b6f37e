// What the map screen shows instead of the map: loading, a stash with no places yet (and how to
// save one), and a failed load with a retry.
import { CircleAlert, MapPinned, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSaveLinkLauncher } from '../../components/save-link-launcher';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md animate-enter flex-col items-center px-2 py-16 text-center" aria-labelledby="map-state-title">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">{icon}</div>
      <h2 id="map-state-title" className="mt-5 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
  return (
    <StatePanel icon={<CircleAlert className="size-7" aria-hidden="true" />} title="We couldn't load your places">
      <p role="alert" className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        {message || 'Please try again.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </StatePanel>
  );
}

// Says so while Stash cannot be reached (the browser is offline, or a call just failed for want of
// a network), so a member reading kept pages knows why nothing new arrives. The system banner's
// look; dismissed for as long as this stretch offline lasts, never remembered.
import { useIsOffline } from '../lib/connection-status';
import type { SystemBannerMessage } from '../lib/system-banner-message';
import { SystemBanner } from './system-banner';

export const OFFLINE_MESSAGE: SystemBannerMessage = {
  variant: 'warning',
  headline: "You're offline",
  body: 'You can read the stashes this device kept. Saving and editing need a connection.',
};

export function OfflineBanner() {
  const offline = useIsOffline();
  // No storage: its dismissal lives only until the connection comes back.
  return offline ? <SystemBanner message={OFFLINE_MESSAGE} storage={null} /> : null;
}

// The route link of a guide: its stops with a place, in the guide's order (spec section 7, "route
// link for several stops"), walking since guides are mostly on foot.
import type { GuideListTemplate } from '@stash/shared';
import { routeLink } from '../../lib/external-links';

type Item = GuideListTemplate['items'][number];

/** Null when fewer than two stops can be placed: a route needs somewhere to go from and to. */
export function guideRouteUrl(items: readonly Item[]): string | null {
  return routeLink(
    items.map((item) => ({ name: item.name, address: item.address, latitude: item.lat, longitude: item.lng })),
    'walking',
  );
}

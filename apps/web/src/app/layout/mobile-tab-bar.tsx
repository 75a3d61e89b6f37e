// The phone's bottom tab bar (spec section 2, Layout): Home, Feed, a raised central add button,
// Map and Events. It slides away while scrolling down and Home on /home scrolls back to the top.
// Desktop has the header nav and the floating add button instead, so this hides from md up.
import type { MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CalendarDays, House, Map, Newspaper, Plus, type LucideIcon } from 'lucide-react';
import { useSession } from '../../api/use-session';
import { useSaveLinkDialog } from '../../features/save-link/save-link-context';
import { SAVE_LINK_COPY } from '../../lib/save-link-copy';
import { prefersReducedMotion, useHideOnScroll } from './use-hide-on-scroll';

interface TabItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

// The spec's mobile Map goes to /places (the desktop header's Map goes to /map).
const LEFT_TABS: readonly TabItem[] = [
  { label: 'Home', to: '/home', icon: House },
  { label: 'Feed', to: '/posts', icon: Newspaper },
];
const RIGHT_TABS: readonly TabItem[] = [
  { label: 'Map', to: '/places', icon: Map },
  { label: 'Events', to: '/events', icon: CalendarDays },
];

/** Bar height without the safe area; the spacer reserves the same so the last content stays visible. */
const BAR_HEIGHT = 'h-16';

export function MobileTabBar() {
  const { status } = useSession();
  const { pathname } = useLocation();
  // Claim pages are a focused single task (like the hidden footer there); visitors have no tabs.
  const visible = status === 'signed_in' && !pathname.startsWith('/claim/');
  const { hidden, reveal } = useHideOnScroll(visible);
  const { open } = useSaveLinkDialog();

  if (!visible) return null;

  return (
    <>
      {/* In the page flow, so the fixed bar never covers the end of a screen. */}
      <div aria-hidden="true" className="h-[calc(4.5rem+env(safe-area-inset-bottom))] shrink-0 md:hidden" />
      <nav
        aria-label="Tab bar"
        data-hidden={hidden ? 'true' : 'false'}
        // Keyboard users tabbing into a slid-away bar must be able to see where focus is.
        onFocus={reveal}
        className={
          'fixed inset-x-0 bottom-0 z-40 border-t border-line/70 bg-canvas/85 pb-[env(safe-area-inset-bottom)] ' +
          'backdrop-blur-xl supports-[backdrop-filter]:bg-canvas/75 md:hidden ' +
          'transition-transform duration-200 ease-out motion-reduce:transition-none ' +
          (hidden ? 'translate-y-full' : 'translate-y-0')
        }
      >
        <ul className={`mx-auto grid max-w-md grid-cols-5 items-stretch px-2 ${BAR_HEIGHT}`}>
          {LEFT_TABS.map((tab) => (
            <TabLink key={tab.to} tab={tab} />
          ))}
          <li className="flex items-start justify-center">
            <button
              type="button"
              onClick={open}
              aria-label={SAVE_LINK_COPY.addButton}
              aria-haspopup="dialog"
              className={
                'focus-ring -mt-5 inline-flex size-14 items-center justify-center rounded-full border-4 border-canvas ' +
                'bg-brand bg-linear-to-b from-white/15 to-white/0 text-white shadow-lifted ' +
                'transition-transform duration-150 active:scale-95 motion-reduce:transition-none'
              }
            >
              <Plus className="size-6" strokeWidth={2.25} aria-hidden="true" />
            </button>
          </li>
          {RIGHT_TABS.map((tab) => (
            <TabLink key={tab.to} tab={tab} />
          ))}
        </ul>
      </nav>
    </>
  );
}

function TabLink({ tab: { label, to, icon: Icon } }: { tab: TabItem }) {
  const { pathname } = useLocation();

  // Home on home is a 'back to top' gesture (spec section 2); elsewhere it navigates as usual.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (to !== '/home' || pathname !== '/home') return;
    event.preventDefault();
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <li className="flex">
      <NavLink
        to={to}
        onClick={onClick}
        className={({ isActive }) =>
          'focus-ring flex flex-1 flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-medium transition-colors ' +
          (isActive ? 'text-brand-text' : 'text-ink-muted hover:text-ink')
        }
      >
        {({ isActive }) => (
          <>
            <span
              className={
                'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors ' +
                (isActive ? 'bg-brand-soft' : '')
              }
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {label}
          </>
        )}
      </NavLink>
    </li>
  );
}

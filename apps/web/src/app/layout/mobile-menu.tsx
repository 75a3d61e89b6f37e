// The phone's slide-down menu (spec section 2, Layout): who is signed in with their stash count
// and 'N Stash'n' age, the main places, a Send Feedback card, the theme switch, the small print
// and the social links. It behaves like a modal: focus moves in and loops between the menu and its
// button, Escape closes and hands focus back to the menu button, the page behind does not scroll,
// and it closes whenever the route changes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Link, NavLink, useLocation } from 'react-router';
import {
  CalendarDays,
  ChevronRight,
  House,
  LayoutGrid,
  LogOut,
  Map,
  Menu,
  MessageSquareHeart,
  Moon,
  ShieldCheck,
  Sparkles,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { User } from '@stash/shared';
import { useProfile } from '../../api/profile-hooks';
import { session } from '../../api/session';
import { PlatformIcon } from '../../components/platform-icon';
import { ageLabel } from '../../lib/age-label';
import { avatarInitial, displayName } from '../../lib/display-name';
import { focusOnOpen } from '../../components/ui/overlay-focus';
import { useTheme } from '../theme/theme-context';
import { SOCIAL_LINKS } from './site-links';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** From this width the desktop header takes over (Tailwind's md), so an open menu closes. */
const DESKTOP_QUERY = '(min-width: 768px)';

interface MenuLink {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: string;
}

// The spec's list for this menu; Map goes to /places here, as on the bottom tab bar.
const MAIN_LINKS: readonly MenuLink[] = [
  { label: 'Home', to: '/home', icon: House },
  { label: 'Events', to: '/events', icon: CalendarDays },
  { label: 'Map', to: '/places', icon: Map },
  { label: 'Manage', to: '/manage', icon: LayoutGrid },
  { label: 'Stash AI', to: '/chat', icon: Sparkles, badge: 'BETA' },
];

/** Members with the admin flag also get the console. */
const ADMIN_LINK: MenuLink = { label: 'Admin', to: '/admin', icon: ShieldCheck };

function stashCount(total: number): string {
  return total === 1 ? '1 stash' : `${total.toLocaleString()} stashes`;
}

interface MobileMenuProps {
  user: User;
  /** Opens the 'What's New' dialog, which lives outside the menu so it survives the menu closing. */
  onWhatsNew: () => void;
  /** Opens the 'Send Feedback' dialog, which also lives outside the menu. */
  onFeedback: () => void;
}

export function MobileMenu({ user, onWhatsNew, onFeedback }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstItem = focusOnOpen('first-control');

  // A new screen closes the menu (render-time reset, as in the profile menu), whether the member
  // followed a link in it or went back in history.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;

    // The page behind stays put while the menu is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Radix's non-modal dialog lets focus leave; the loop is the menu button plus the menu, so a
    // pointer-less member can always reach the button that closes it. Heard in the capture phase,
    // before Radix's own wrap-around inside the menu, and moving focus itself: the menu is portalled
    // to the end of the page, so the browser's order would not come back to the button.
    function onKeyDown(event: KeyboardEvent) {
      // Read on each key: the portal mounts the panel after this effect has run.
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const cycle = [triggerRef.current, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element): element is HTMLElement => element !== null,
      );
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const last = cycle.length - 1;
      const next = event.shiftKey ? (index <= 0 ? last : index - 1) : index === last ? 0 : index + 1;
      event.preventDefault();
      cycle[next]?.focus();
    }
    document.addEventListener('keydown', onKeyDown, true);

    // Turning a tablet or widening the window hides the menu with CSS; close it so the page scrolls again.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop?.addEventListener?.('change', onResize);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      desktop?.removeEventListener?.('change', onResize);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  const close = () => setOpen(false);

  // Non-modal: the menu button in the header stays usable (it closes the menu), which a modal
  // dialog would make inert. Radix still gives Escape, closing on a tap outside, focus into the
  // menu on open and back to the button on close.
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixDialog.Trigger
        ref={triggerRef}
        aria-label="Menu"
        className="focus-ring relative inline-flex size-10 items-center justify-center rounded-xl text-ink transition-colors hover:bg-surface-muted md:hidden"
      >
        <Menu
          className={`absolute size-5 transition-all duration-200 motion-reduce:transition-none ${open ? 'scale-50 rotate-90 opacity-0' : 'opacity-100'}`}
          aria-hidden="true"
        />
        <X
          className={`absolute size-5 transition-all duration-200 motion-reduce:transition-none ${open ? 'opacity-100' : 'scale-50 -rotate-90 opacity-0'}`}
          aria-hidden="true"
        />
      </RadixDialog.Trigger>
      {/* Portalled: the sticky header's backdrop blur would otherwise trap this fixed layer inside it. */}
      <RadixDialog.Portal>
        <div className="md:hidden">
          <div
            aria-hidden="true"
            onClick={close}
            className="fixed inset-x-0 top-16 bottom-0 z-[45] animate-fade-in bg-black/30 backdrop-blur-[2px] dark:bg-black/55"
          />
          <RadixDialog.Content
            ref={panelRef}
            aria-modal="true"
            aria-label="Menu"
            aria-describedby={undefined}
            onOpenAutoFocus={focusFirstItem}
            onCloseAutoFocus={(event) => {
              // Focus the closing left nowhere (Escape, a link followed) goes back to the menu
              // button; focus the member put somewhere else on the page stays there.
              event.preventDefault();
              if (!document.activeElement || document.activeElement === document.body) triggerRef.current?.focus();
            }}
            className={
              'fixed inset-x-0 top-16 z-[46] max-h-[calc(100dvh-4rem)] origin-top animate-pop-in overflow-y-auto overscroll-contain ' +
              'rounded-b-3xl border-b border-line bg-canvas px-4 pt-3 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-lifted outline-none'
            }
          >
            <MenuContents
              user={user}
              onNavigate={close}
              onWhatsNew={() => {
                close();
                // The dialog hands focus back to whatever had it, and the menu is about to go.
                triggerRef.current?.focus();
                onWhatsNew();
              }}
              onFeedback={() => {
                close();
                triggerRef.current?.focus();
                onFeedback();
              }}
            />
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function MenuContents({ user, onNavigate, onWhatsNew, onFeedback }: { user: User; onNavigate: () => void; onWhatsNew: () => void; onFeedback: () => void }) {
  const { data: profile } = useProfile();
  const [signingOut, setSigningOut] = useState(false);
  const email = profile?.email ?? user.email;
  const name = displayName(profile?.name, email);
  const handle = profile?.stash_username ? `@${profile.stash_username}` : email;
  const age = profile ? ageLabel(profile.created_at) : null;

  async function signOut() {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
      onNavigate();
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-3">
      <Link
        to="/profile"
        onClick={onNavigate}
        className="focus-ring group flex items-center gap-3.5 rounded-2xl border border-line bg-surface p-3.5 shadow-soft transition-colors hover:bg-surface-muted"
      >
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-pink-500 text-lg font-semibold text-white shadow-soft"
          aria-hidden="true"
        >
          {avatarInitial(profile?.name, email)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[15px] font-semibold text-ink">{name}</span>
          <span className="block truncate text-[13px] text-ink-muted">{handle}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs font-medium text-ink-subtle">
            {profile ? (
              <>
                <span data-testid="menu-stash-count">{stashCount(profile.total_stashes)}</span>
                {age ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span data-testid="menu-stash-age">{age}</span>
                  </>
                ) : null}
              </>
            ) : (
              <span className="h-3 w-28 animate-pulse rounded-full bg-surface-muted" aria-hidden="true" />
            )}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>

      <nav aria-label="Menu links">
        <ul className="grid grid-cols-2 gap-2">
          {(user.is_admin ? [...MAIN_LINKS, ADMIN_LINK] : MAIN_LINKS).map(({ label, to, icon: Icon, badge }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  'focus-ring flex h-14 items-center gap-2.5 rounded-2xl border px-3 text-[15px] font-medium transition-colors ' +
                  (isActive
                    ? 'border-brand/30 bg-brand-soft text-brand-text'
                    : 'border-line bg-surface text-ink hover:bg-surface-muted')
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 truncate">{label}</span>
                {badge ? (
                  <span className="ml-auto shrink-0 rounded-full bg-linear-to-r from-violet-500 to-pink-500 px-1.5 py-px text-[9px] font-bold tracking-wide text-white">
                    {badge}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <button
        type="button"
        onClick={onFeedback}
        className="focus-ring flex items-center gap-3.5 rounded-2xl text-left border border-brand/20 bg-linear-to-br from-violet-500/10 to-pink-500/10 p-3.5 transition-colors hover:from-violet-500/15 hover:to-pink-500/15"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-violet-500 to-pink-500 text-white shadow-soft">
          <MessageSquareHeart className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold text-ink">Send Feedback</span>
          <span className="block text-[13px] text-ink-muted">Tell us what to build next</span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
      </button>

      <ThemeSwitch />

      <div className="flex flex-wrap items-center gap-x-1 gap-y-1 px-1 pt-1 text-sm">
        <SmallLink to="/faq" onClick={onNavigate}>
          FAQ
        </SmallLink>
        <button type="button" onClick={onWhatsNew} className={smallLinkClasses}>
          What's New
        </button>
        <SmallLink to="/privacy" onClick={onNavigate}>
          Privacy
        </SmallLink>
        <SmallLink to="/terms" onClick={onNavigate}>
          Terms
        </SmallLink>
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-line px-1 pt-3">
        <ul className="flex items-center gap-1" aria-label="Stash elsewhere">
          {SOCIAL_LINKS.map(({ label, href, platform }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noreferrer"
                aria-label={label}
                className="focus-ring inline-flex size-10 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
              >
                <PlatformIcon platform={platform} className="size-[18px]" />
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          disabled={signingOut}
          onClick={() => void signOut()}
          className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:opacity-60"
        >
          <LogOut className="size-4" aria-hidden="true" />
          {signingOut ? 'Signing out...' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}

const smallLinkClasses =
  'focus-ring rounded-lg px-2.5 py-1.5 font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink';

function SmallLink({ to, onClick, children }: { to: string; onClick: () => void; children: ReactNode }) {
  return (
    <Link to={to} onClick={onClick} className={smallLinkClasses}>
      {children}
    </Link>
  );
}

/** On for dark. Flipping it stores a manual choice, after which the system is ignored (spec section 4). */
function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className="focus-ring flex items-center gap-3.5 rounded-2xl border border-line bg-surface p-3.5 text-left transition-colors hover:bg-surface-muted"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-ink-muted">
        <Moon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex-1 text-[15px] font-semibold text-ink">Dark mode</span>
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors duration-200 ${dark ? 'bg-brand' : 'bg-line-strong'}`}
      >
        <span
          className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow-soft transition-transform duration-200 ${dark ? 'translate-x-5' : ''}`}
        />
      </span>
    </button>
  );
}

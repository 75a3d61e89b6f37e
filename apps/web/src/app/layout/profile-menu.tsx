import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown, LogOut, Moon, ShieldCheck, Sun, UserRound } from 'lucide-react';
import type { User } from '@stash/shared';
import { useProfile } from '../../api/profile-hooks';
import { session } from '../../api/session';
import { avatarInitial, displayName } from '../../lib/display-name';
import { useTheme } from '../theme/theme-context';

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-ink outline-none ' +
  'transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus';

/** The member's account menu: who is signed in, Profile, Light/Dark theme, Sign out. */
export function ProfileMenu({ user }: { user: User }) {
  const { data: profile } = useProfile();
  const { theme, setTheme } = useTheme();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const email = profile?.email ?? user.email;
  const name = displayName(profile?.name, email);
  const initial = avatarInitial(profile?.name, email);

  // Moving to another screen closes the menu (render-time reset instead of an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close({ returnFocus: true });
        break;
      case 'Tab':
        close({ returnFocus: false });
        break;
    }
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
      setOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="focus-ring flex items-center gap-2 rounded-full p-1 pr-1 transition-colors hover:bg-surface-muted md:pr-2.5"
      >
        <span
          className="flex size-9 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-pink-500 text-sm font-semibold text-white shadow-soft"
          aria-hidden="true"
        >
          {initial}
        </span>
        <ChevronDown
          className={`hidden size-4 text-ink-muted transition-transform duration-200 md:block ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-40 mt-2 w-72 origin-top-right animate-pop-in rounded-2xl border border-line bg-surface-raised p-2 shadow-lifted"
        >
          <div className="flex items-center gap-3 px-3 pt-2 pb-3" role="none">
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-pink-500 font-semibold text-white"
              aria-hidden="true"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{name}</p>
              <p className="truncate text-[13px] text-ink-muted">{email}</p>
            </div>
          </div>
          <div className="my-1 h-px bg-line" role="none" />

          <Link to="/profile" role="menuitem" tabIndex={-1} className={itemClasses} onClick={() => setOpen(false)}>
            <UserRound className="size-4 text-ink-muted" aria-hidden="true" />
            Profile
          </Link>
          {user.is_admin ? (
            <Link to="/admin" role="menuitem" tabIndex={-1} className={itemClasses} onClick={() => setOpen(false)}>
              <ShieldCheck className="size-4 text-ink-muted" aria-hidden="true" />
              Admin console
            </Link>
          ) : null}

          <div className="flex items-center justify-between gap-3 px-3 py-2" role="group" aria-label="Theme">
            <span className="text-sm font-medium text-ink" aria-hidden="true">
              Theme
            </span>
            <div className="flex rounded-full border border-line bg-surface-muted p-0.5">
              {(['light', 'dark'] as const).map((option) => {
                const Icon = option === 'light' ? Sun : Moon;
                const selected = theme === option;
                return (
                  <button
                    key={option}
                    type="button"
                    role="menuitemradio"
                    aria-checked={selected}
                    tabIndex={-1}
                    onClick={() => setTheme(option)}
                    className={
                      'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-[13px] font-medium outline-none transition-all ' +
                      'focus-visible:ring-2 focus-visible:ring-focus ' +
                      (selected ? 'bg-surface-raised text-ink shadow-soft' : 'text-ink-muted hover:text-ink')
                    }
                  >
                    <Icon className="size-3.5" aria-hidden="true" />
                    {option === 'light' ? 'Light' : 'Dark'}
                  </button>
                );
              })}
            </div>
          </div>

          <div className="my-1 h-px bg-line" role="none" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={signingOut}
            onClick={() => void signOut()}
            className={itemClasses}
          >
            <LogOut className="size-4 text-ink-muted" aria-hidden="true" />
            {signingOut ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

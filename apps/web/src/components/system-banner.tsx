// The system banner (spec section 2): a headline and a body in one of four tones, which the member
// can dismiss for the rest of the browser session (spec sections 4 and 9, session key
// system-banner-dismissed, under the product's storage prefix like every other key).
import { useState } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { STORAGE_PREFIX } from '@stash/shared';
import type { SystemBannerMessage, SystemBannerVariant } from '../lib/system-banner-message';

export const SYSTEM_BANNER_DISMISSED_KEY = `${STORAGE_PREFIX}system_banner_dismissed`;

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const VARIANTS: Record<SystemBannerVariant, { icon: LucideIcon; classes: string; iconClasses: string }> = {
  warning: {
    icon: TriangleAlert,
    classes: 'border-amber-300/70 bg-amber-50 text-amber-950 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100',
    iconClasses: 'bg-amber-400/25 text-amber-700 dark:text-amber-300',
  },
  info: {
    icon: Info,
    classes: 'border-sky-300/70 bg-sky-50 text-sky-950 dark:border-sky-400/25 dark:bg-sky-400/10 dark:text-sky-100',
    iconClasses: 'bg-sky-400/20 text-sky-700 dark:text-sky-300',
  },
  success: {
    icon: CircleCheck,
    classes: 'border-success-line bg-success-soft text-emerald-950 dark:text-emerald-100',
    iconClasses: 'bg-emerald-400/20 text-success-text',
  },
  error: {
    icon: CircleAlert,
    classes: 'border-danger-line bg-danger-soft text-red-950 dark:text-red-100',
    iconClasses: 'bg-red-400/20 text-danger-text',
  },
};

/**
 * What is remembered on dismissal: the message itself, so a new announcement later in the same
 * session still shows while the one already dismissed stays away.
 */
function fingerprint({ variant, headline, body }: SystemBannerMessage): string {
  return JSON.stringify([variant, headline, body]);
}

function sessionStore(): SessionStorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function wasDismissed(storage: SessionStorageLike | null, message: SystemBannerMessage): boolean {
  try {
    return storage?.getItem(SYSTEM_BANNER_DISMISSED_KEY) === fingerprint(message);
  } catch {
    return false;
  }
}

interface SystemBannerProps {
  /** The announcement, or null when there is none (the feature flag is off). */
  message: SystemBannerMessage | null;
  /** Where dismissal is kept; the browser's sessionStorage unless a test passes its own. */
  storage?: SessionStorageLike | null;
}

export function SystemBanner({ message, storage = sessionStore() }: SystemBannerProps) {
  const [dismissed, setDismissed] = useState(() => (message ? wasDismissed(storage, message) : false));

  if (!message || dismissed) return null;

  const { icon: Icon, classes, iconClasses } = VARIANTS[message.variant];

  function dismiss() {
    setDismissed(true);
    try {
      storage?.setItem(SYSTEM_BANNER_DISMISSED_KEY, fingerprint(message!));
    } catch {
      // Blocked storage: the banner stays away until the page reloads.
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <section
        aria-label={message.headline || 'Announcement'}
        data-variant={message.variant}
        // Errors and warnings interrupt a screen reader; information waits its turn.
        role={message.variant === 'error' || message.variant === 'warning' ? 'alert' : 'status'}
        className={`flex animate-pop-in items-start gap-3 rounded-2xl border px-4 py-3.5 shadow-soft ${classes}`}
      >
        <span className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-xl ${iconClasses}`}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 py-0.5">
          {message.headline ? <p className="text-[15px] leading-snug font-semibold">{message.headline}</p> : null}
          {message.body ? <p className="mt-0.5 text-sm leading-relaxed opacity-85">{message.body}</p> : null}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss announcement"
          className="focus-ring -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full opacity-70 transition-opacity hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </section>
    </div>
  );
}

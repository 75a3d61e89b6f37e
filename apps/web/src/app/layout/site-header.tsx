import { useState } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { useSession } from '../../api/use-session';
import { Logo } from '../../components/logo';
import { buttonClasses } from '../../components/ui/button-styles';
import { WaitlistDialog } from '../../components/waitlist-dialog';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { ThemeToggleButton } from './theme-toggle-button';
import { FeedbackDialog } from '../../components/feedback-dialog';
import { WhatsNewDialog } from './whats-new-dialog';

/**
 * One sticky bar for both sizes: on desktop the logo, member nav and account menu; on a phone the
 * logo with either search and the slide-down menu (members) or 'Join Waitlist' and 'Login' (visitors).
 */
export function SiteHeader() {
  const { status, user } = useSession();
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/75 backdrop-blur-xl supports-[backdrop-filter]:bg-canvas/65">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="focus-ring -ml-1 rounded-xl p-1" aria-label="Stash home">
          <Logo />
        </Link>

        <div className="flex flex-1 items-center justify-end gap-2 md:justify-between md:pl-6">
          {status === 'signed_in' && user ? (
            <>
              <DesktopNav />
              <div className="flex items-center gap-1">
                <Link
                  to="/search"
                  aria-label="Search"
                  className="focus-ring inline-flex size-10 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink md:hidden"
                >
                  <Search className="size-5" aria-hidden="true" />
                </Link>
                {/* Desktop keeps the compact account menu; phones get the full slide-down menu. */}
                <div className="hidden md:block">
                  <ProfileMenu user={user} />
                </div>
                <MobileMenu user={user} onWhatsNew={() => setWhatsNewOpen(true)} onFeedback={() => setFeedbackOpen(true)} />
              </div>
            </>
          ) : status === 'signed_out' ? (
            <>
              <span className="hidden md:block" />
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => setWaitlistOpen(true)}
                  className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'md:hidden' })}
                >
                  Join Waitlist
                </button>
                <Link to="/login" className={buttonClasses({ size: 'sm', className: 'md:hidden' })}>
                  Login
                </Link>
                <div className="hidden md:block">
                  <ThemeToggleButton />
                </div>
              </div>
            </>
          ) : null}
        </div>
      </div>
      <WaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
      <WhatsNewDialog open={whatsNewOpen} onClose={() => setWhatsNewOpen(false)} />
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </header>
  );
}

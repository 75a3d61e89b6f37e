import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { PlatformIcon } from '../../components/platform-icon';
import { WaitlistDialog } from '../../components/waitlist-dialog';
import { FeedbackDialog } from '../../components/feedback-dialog';
import { SOCIAL_LINKS } from './site-links';
import { WhatsNewDialog } from './whats-new-dialog';

const linkClasses = 'focus-ring rounded-md text-ink-muted transition-colors hover:text-ink';

/** The desktop footer of spec section 2: social links, Join Waitlist, FAQ, What's new, Feedback, Terms, Privacy. */
export function SiteFooter() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <footer className="border-t border-line/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-8 text-sm">
        <div className="flex items-center justify-between gap-6">
          <div className="flex items-center gap-3">
            <LogoMark className="size-6" />
            <p className="font-medium text-ink">Stash it now. Do it later.</p>
          </div>
          <ul className="flex items-center gap-1" aria-label="Stash elsewhere">
            {SOCIAL_LINKS.map(({ label, href, platform }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={label}
                  className="focus-ring inline-flex size-9 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
                >
                  <PlatformIcon platform={platform} className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-center justify-between gap-6 border-t border-line/60 pt-6">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <FooterItem>
                <button type="button" onClick={() => setWaitlistOpen(true)} className={linkClasses}>
                  Join Waitlist
                </button>
              </FooterItem>
              <FooterItem>
                <Link to="/faq" className={linkClasses}>
                  FAQ
                </Link>
              </FooterItem>
              <FooterItem>
                <button type="button" onClick={() => setWhatsNewOpen(true)} className={linkClasses}>
                  What's new
                </button>
              </FooterItem>
              <FooterItem>
                <button type="button" onClick={() => setFeedbackOpen(true)} className={linkClasses}>
                  Feedback
                </button>
              </FooterItem>
              <FooterItem>
                <Link to="/terms" className={linkClasses}>
                  Terms of Service
                </Link>
              </FooterItem>
              <FooterItem>
                <Link to="/privacy" className={linkClasses}>
                  Privacy Policy
                </Link>
              </FooterItem>
            </ul>
          </nav>
          <p className="shrink-0 text-ink-subtle">© {new Date().getFullYear()} Stash</p>
        </div>
      </div>
      <WaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
      <WhatsNewDialog open={whatsNewOpen} onClose={() => setWhatsNewOpen(false)} />
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </footer>
  );
}

function FooterItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

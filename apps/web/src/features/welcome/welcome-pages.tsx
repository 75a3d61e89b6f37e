// The public welcome screens of spec section 2: /landingpage (what Stash is, for anyone),
// /get-started (how to get in: the waitlist or an invite) and /onboard (what happens after an
// invite, for the invited). The last two send signed-in members home (routes.tsx).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Bookmark, CalendarCheck2, MailOpen, MapPinned, Sparkles, UserRoundCheck } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-styles';
import { Button } from '../../components/ui/button';
import { WaitlistDialog } from '../../components/waitlist-dialog';

function WelcomeLayout({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro: string; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl animate-enter px-5 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-[17px] leading-relaxed text-ink-muted">{intro}</p>
      <div className="mt-10">{children}</div>
    </article>
  );
}

function Steps({ steps }: { steps: ReadonlyArray<{ icon: typeof Bookmark; title: string; text: string }> }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="rounded-3xl border border-line bg-surface p-5 shadow-soft">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {title}
          </h2>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}

/** 'Join Waitlist' and 'Sign In', the two ways forward for a visitor. */
function VisitorActions() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  return (
    <div className="mt-10 flex flex-wrap gap-3">
      <Button size="lg" onClick={() => setWaitlistOpen(true)}>
        Join Waitlist
      </Button>
      <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
        Sign In
      </Link>
      <WaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
    </div>
  );
}

export function LandingPage() {
  return (
    <WelcomeLayout
      eyebrow="Now in private beta"
      title="Keep what you find. Use it later."
      intro="Stash keeps the posts you save on Instagram, TikTok and X, pulls out the places, events and recipes in them, and puts them on a map, a calendar and a search that understands you."
    >
      <Steps
        steps={[
          { icon: Bookmark, title: 'Save', text: 'Paste a link or share a post to Stash from your phone.' },
          { icon: MapPinned, title: 'Organise', text: 'Venues land on a map, events on a calendar, recipes in their own list.' },
          { icon: Sparkles, title: 'Ask', text: '“Where was that ramen place?” Stash AI answers from your own saves.' },
        ]}
      />
      <VisitorActions />
    </WelcomeLayout>
  );
}

export function GetStartedPage() {
  return (
    <WelcomeLayout
      eyebrow="Get started"
      title="Getting into the beta"
      intro="Stash is invite-only while in private beta. Join the waitlist and we'll email you an invite, or follow the invite a member sent you."
    >
      <Steps
        steps={[
          { icon: Sparkles, title: 'Join the waitlist', text: 'Tell us who you are and why you want in. You get a confirmation by email.' },
          { icon: MailOpen, title: 'Get your invite', text: 'When there is a place, an invite link arrives by email.' },
          { icon: UserRoundCheck, title: 'Set up your account', text: 'Open the link, confirm your address, choose a username and password.' },
        ]}
      />
      <VisitorActions />
    </WelcomeLayout>
  );
}

export function OnboardPage() {
  return (
    <WelcomeLayout
      eyebrow="Welcome"
      title="You're invited: here's what happens next"
      intro="Open the invite link from your email. We'll send a one-time sign-in link to your address, then you set up your account and start saving."
    >
      <Steps
        steps={[
          { icon: MailOpen, title: 'Open your invite', text: 'The link in your invitation email starts it; it works for one account.' },
          { icon: UserRoundCheck, title: 'Confirm and set up', text: 'Follow the sign-in link we email you, then pick a name, username and password.' },
          { icon: CalendarCheck2, title: 'Save your first post', text: 'Paste a link from Instagram, TikTok or X and watch it get organised.' },
        ]}
      />
      <p className="mt-10 text-[15px] text-ink-muted">
        No invite yet?{' '}
        <Link to="/get-started" className="font-semibold text-brand-text underline-offset-4 hover:underline">
          See how to get one
        </Link>
        .
      </p>
    </WelcomeLayout>
  );
}

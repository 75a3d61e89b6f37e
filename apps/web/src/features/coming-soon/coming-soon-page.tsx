import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-styles';
import { COMING_SOON_SCREENS, type ComingSoonScreen } from './coming-soon-screens';

/** The one placeholder for member screens that arrive in later issues. */
export function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { title, icon: Icon, promise } = COMING_SOON_SCREENS[screen];
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center" aria-labelledby="coming-soon-title">
      <div className="animate-enter">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">
          <Icon className="size-8" aria-hidden="true" />
        </div>
        <p className="mt-6 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">Coming soon</p>
        <h1 id="coming-soon-title" className="mt-2 text-3xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-muted">{promise}</p>
        <Link to="/home" className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </section>
  );
}

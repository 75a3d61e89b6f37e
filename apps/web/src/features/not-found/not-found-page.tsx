import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';

export function NotFoundPage() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <div className="animate-enter">
        <p className="text-gradient-brand text-7xl font-bold tracking-tight">404</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-ink-muted">
          The page you were looking for does not exist or has moved.
        </p>
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          Back to Stash
        </Link>
      </div>
    </section>
  );
}

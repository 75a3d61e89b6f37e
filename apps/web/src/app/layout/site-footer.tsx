import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';

const linkClasses = 'focus-ring rounded-md text-ink-muted transition-colors hover:text-ink';

export function SiteFooter() {
  return (
    <footer className="border-t border-line/70">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-6 py-8 text-sm">
        <div className="flex items-center gap-3">
          <LogoMark className="size-6" />
          <p className="font-medium text-ink">Stash it now. Do it later.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex items-center gap-6">
            <li>
              <Link to="/faq" className={linkClasses}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClasses}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-ink-subtle">© {new Date().getFullYear()} Stash</p>
      </div>
    </footer>
  );
}

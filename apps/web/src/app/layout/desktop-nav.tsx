import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';

export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map(({ label, to, icon: Icon, badge, tour }) => (
          <li key={to}>
            <NavLink
              to={to}
              data-tour={tour}
              className={({ isActive }) =>
                'focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-medium transition-colors ' +
                (isActive ? 'bg-brand-soft text-brand-text' : 'text-ink-muted hover:bg-surface-muted hover:text-ink')
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              {badge ? (
                <span className="rounded-full bg-linear-to-r from-violet-500 to-pink-500 px-1.5 py-px text-[10px] font-bold tracking-wider text-white">
                  {badge}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

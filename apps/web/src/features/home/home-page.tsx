// '/home': the member's start screen. A greeting, the search dock, the latest stashes as compact
// cards and quick counts by category, each leading on to the feed filtered to it.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { useProfile } from '../../api/profile-hooks';
import { useSaveLinkLauncher } from '../../components/save-link-launcher';
import { Alert } from '../../components/ui/alert';
import { ageLabel } from '../../lib/age-label';
import { categoryCounts, type CategoryCount } from '../../lib/category-label';
import { displayName } from '../../lib/display-name';
import { toStashCardItem } from '../../lib/post-mapping';
import { categoryLook } from './category-icon';
import { HomeEmpty, HomeError, HomeSkeleton } from './home-states';
import { RecentStashCard } from './recent-stash-card';
import { SearchDock } from './search-dock';
import { HOME_PROCESSING_POLL_MS, useHomeStashes } from './use-home-stashes';

function stashCount(total: number): string {
  return total === 1 ? '1 stash' : `${total.toLocaleString()} stashes`;
}

interface HomePageProps {
  /** How often stashes still being organised are re-read; tests shorten it. */
  pollIntervalMs?: number;
}

export function HomePage({ pollIntervalMs = HOME_PROCESSING_POLL_MS }: HomePageProps) {
  const profile = useProfile();
  const openSaveLink = useSaveLinkLauncher();
  const home = useHomeStashes(pollIntervalMs);

  const items = useMemo(() => (home.data?.posts ?? []).map(toStashCardItem), [home.data]);
  const categories = useMemo(() => categoryCounts(home.data?.categoryCounts), [home.data]);
  // Ages are read when the list last arrived (else when the screen opened), so all cards age together.
  const [openedAt] = useState(() => Date.now());
  const now = Math.max(home.dataUpdatedAt, openedAt);

  const name = profile.data ? displayName(profile.data.name, profile.data.email) : null;
  const total = home.data?.total ?? profile.data?.total_stashes ?? null;
  const age = profile.data ? ageLabel(profile.data.created_at, now) : null;

  let body;
  if (home.isPending) {
    body = <HomeSkeleton />;
  } else if (home.isError && !home.data) {
    body = <HomeError message={home.error.message} onRetry={() => void home.refetch()} retrying={home.isFetching} />;
  } else if (items.length === 0) {
    body = <HomeEmpty onSaveLink={openSaveLink ?? undefined} />;
  } else {
    body = (
      <div className="animate-enter">
        {home.isRefetchError ? (
          <div className="mt-8">
            <Alert>We couldn't refresh your stash. {home.error?.message}</Alert>
          </div>
        ) : null}
        <section aria-labelledby="home-recent-title" className="mt-10" data-tour="home-recent-stashes">
          <SectionHeader id="home-recent-title" title="Recent stashes" link={{ to: '/posts', label: 'See all' }} />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <RecentStashCard item={item} now={now} />
              </li>
            ))}
          </ul>
        </section>
        {categories.length > 0 ? (
          <section aria-labelledby="home-categories-title" className="mt-12">
            <SectionHeader id="home-categories-title" title="Browse by category" />
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {categories.map((entry) => (
                <li key={entry.category}>
                  <CategoryTile entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </h1>
        {/* Reserved height: the line fills in as the counts arrive without moving what is below. */}
        <p className="mt-2 min-h-6 text-[15px] text-ink-muted" aria-live="polite">
          {[total !== null ? stashCount(total) : null, age].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-6">
          <SearchDock />
        </div>
      </header>
      {body}
    </div>
  );
}

function SectionHeader({ id, title, link }: { id: string; title: string; link?: { to: string; label: string } }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold tracking-tight sm:text-xl">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="focus-ring group inline-flex items-center gap-1 rounded-lg px-1 text-sm font-semibold text-brand-text"
        >
          {link.label}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

function CategoryTile({ entry: { category, label, count } }: { entry: CategoryCount }) {
  const { icon: Icon, tone } = categoryLook(category);
  return (
    <Link
      to={`/posts?${new URLSearchParams({ category }).toString()}`}
      aria-label={`${label}, ${stashCount(count)}`}
      className={
        // Stacked on phones, where a row leaves too little room for 'Entertainment'; a row from sm up.
        'focus-ring group flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-3.5 shadow-soft sm:flex-row sm:items-center ' +
        'transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-line-strong hover:shadow-lifted motion-reduce:transition-none'
      }
    >
      <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="w-full min-w-0 flex-1">
        <span className="block truncate text-[15px] font-semibold text-ink">{label}</span>
        <span className="block text-[13px] whitespace-nowrap text-ink-muted tabular-nums">{stashCount(count)}</span>
      </span>
      <ChevronRight
        className="hidden size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5 sm:block"
        aria-hidden="true"
      />
    </Link>
  );
}

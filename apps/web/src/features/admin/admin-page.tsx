// /admin: the console of the private beta, for members with the admin flag (the route shows the
// not-found page to everyone else, and the API answers them 404). Its sections are tabs kept in
// the address (?tab=), so a reload or a shared link opens the same one.
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardPanel } from './dashboard-panel';
import { FeedbackPanel } from './feedback-panel';
import { InvitesPanel } from './invites-panel';
import { MembersPanel } from './members-panel';
import { WaitlistPanel } from './waitlist-panel';

const TABS = [
  { id: 'dashboard', label: 'Dashboard', Panel: DashboardPanel },
  { id: 'waitlist', label: 'Waitlist', Panel: WaitlistPanel },
  { id: 'invites', label: 'Invites', Panel: InvitesPanel },
  { id: 'members', label: 'Members', Panel: MembersPanel },
  { id: 'feedback', label: 'Feedback', Panel: FeedbackPanel },
] as const;

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function choose(index: number) {
    const tab = TABS[(index + TABS.length) % TABS.length]!;
    setParams(tab.id === 'dashboard' ? {} : { tab: tab.id }, { replace: true });
    tabRefs.current[TABS.indexOf(tab)]?.focus();
  }

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  const { Panel } = current;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Admin console</h1>
        <p className="mt-1 text-[15px] text-ink-muted">Who is waiting, who is in, and how Stash is doing.</p>
      </header>
      <div role="tablist" aria-label="Admin sections" className="flex gap-1 overflow-x-auto rounded-2xl border border-line bg-surface-muted p-1" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => {
          const selected = tab === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls="admin-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(index)}
              className={`focus-ring shrink-0 rounded-xl px-4 py-2 text-sm font-semibold transition-colors ${selected ? 'bg-surface text-ink shadow-soft' : 'text-ink-muted hover:text-ink'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${current.id}`}>
        <Panel />
      </div>
    </div>
  );
}

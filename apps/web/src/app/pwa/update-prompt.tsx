// 'New version available': shown when a new version of the app has installed in the background,
// until the member reloads into it or puts it off (the next new version asks again).
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { appUpdate, useAppUpdateWaiting, type AppUpdate } from './app-update';

export const UPDATE_PROMPT_COPY = {
  title: 'New version available',
  body: 'Reload to get the latest Stash.',
  reload: 'Reload',
  later: 'Later',
} as const;

export function UpdatePrompt({ update = appUpdate }: { update?: AppUpdate }) {
  const waiting = useAppUpdateWaiting(update);
  if (!waiting) return null;
  return (
    // Above the phone's tab bar; bottom-left on wider screens, clear of the floating add button.
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4 md:right-auto md:bottom-6 md:left-6 md:px-0">
      <section
        aria-labelledby="update-prompt-title"
        className="pointer-events-auto flex w-full max-w-sm animate-pop-in items-center gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-3 text-ink shadow-lifted"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
          <RefreshCw className="size-4" aria-hidden="true" />
        </span>
        {/* A status, so a screen reader hears of it without losing its place. */}
        <div role="status" className="min-w-0 flex-1">
          <p id="update-prompt-title" className="text-sm font-semibold">
            {UPDATE_PROMPT_COPY.title}
          </p>
          <p className="text-[13px] text-ink-muted">{UPDATE_PROMPT_COPY.body}</p>
        </div>
        <div className="flex shrink-0 gap-1.5">
          <Button variant="ghost" size="sm" onClick={() => update.dismiss()}>
            {UPDATE_PROMPT_COPY.later}
          </Button>
          <Button size="sm" onClick={() => update.apply()}>
            {UPDATE_PROMPT_COPY.reload}
          </Button>
        </div>
      </section>
    </div>
  );
}

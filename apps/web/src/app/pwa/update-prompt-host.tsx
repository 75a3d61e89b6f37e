// Where the new-version prompt appears. Only the waiting flag lives in the shell; the prompt itself
// is a lazy chunk, fetched the first time a new version is waiting (the shell's budget, DESIGN.md).
import { lazy, Suspense } from 'react';
import { appUpdate, useAppUpdateWaiting, type AppUpdate } from './app-update';

const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export function UpdatePromptHost({ update = appUpdate }: { update?: AppUpdate }) {
  const waiting = useAppUpdateWaiting(update);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt update={update} />
    </Suspense>
  );
}

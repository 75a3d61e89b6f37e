import { useEffect } from 'react';
import { Toaster, toast, useSonner } from 'sonner';
import { TOAST_DURATION_MS } from '@stash/shared';
import { useTheme } from './theme/theme-context';

/**
 * Toasts of spec section 9: one at a time, 1.5 s each. Sonner's visibleToasts only hides older
 * toasts behind the newest (they keep counting down underneath), so a new toast also dismisses
 * the ones before it: what the member sees is always the latest message, alone.
 */
export function AppToaster() {
  const { theme } = useTheme();
  const { toasts } = useSonner();

  useEffect(() => {
    // Newest first: everything after the first has been replaced.
    for (const replaced of toasts.slice(1)) toast.dismiss(replaced.id);
  }, [toasts]);

  return <Toaster theme={theme} position="top-center" visibleToasts={1} duration={TOAST_DURATION_MS} offset={16} />;
}

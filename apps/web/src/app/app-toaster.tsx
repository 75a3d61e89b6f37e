import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@stash/shared';
import { useTheme } from './theme/theme-context';

/** Toasts of spec section 9: one at a time, 1.5 s each. */
export function AppToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} position="top-center" visibleToasts={1} duration={TOAST_DURATION_MS} offset={16} />;
}

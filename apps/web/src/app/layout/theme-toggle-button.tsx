import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/theme-context';

/** An icon switch for visitors, who have no profile menu to hold the theme setting. */
export function ThemeToggleButton() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      className="focus-ring inline-flex size-10 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
    >
      {theme === 'dark' ? <Sun className="size-[18px]" aria-hidden="true" /> : <Moon className="size-[18px]" aria-hidden="true" />}
    </button>
  );
}

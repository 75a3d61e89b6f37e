// The theme, chosen on the profile too (spec section 4: it follows the system until the member
// picks one). Here the member can also hand the choice back to the system.
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '../../app/theme/theme-context';
import { ProfileSection } from './profile-section';

const CHOICES = [
  { value: 'system', label: 'System', Icon: Monitor },
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
] as const;

export function AppearanceSection() {
  const { theme, setTheme, followsSystem, followSystem } = useTheme();
  const chosen = followsSystem ? 'system' : theme;

  return (
    <ProfileSection title="Appearance" description="Light or dark, or whatever your device is set to.">
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid grid-cols-3 gap-2">
          {CHOICES.map(({ value, label, Icon }) => (
            <label
              key={value}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-line bg-surface-muted px-3 py-3 text-sm font-medium text-ink transition-colors has-checked:border-brand has-checked:bg-surface has-checked:ring-2 has-checked:ring-brand has-focus-visible:ring-2 has-focus-visible:ring-focus"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={chosen === value}
                onChange={() => (value === 'system' ? followSystem() : setTheme(value))}
                className="sr-only"
              />
              <Icon className="size-5 text-ink-muted" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </ProfileSection>
  );
}

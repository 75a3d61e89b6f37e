import { useId } from 'react';
import { Check } from 'lucide-react';
import { TAG_COLORS, type TagColor } from '@stash/shared';
import { TAG_COLOR_NAMES } from './tag-colors';

interface TagColorPickerProps {
  value: TagColor;
  onChange: (color: TagColor) => void;
  /** Names the group, e.g. 'Colour for the new tag'. */
  label: string;
  disabled?: boolean;
  /** Shows the label above the swatches; otherwise it is for screen readers only. */
  showLabel?: boolean;
}

/**
 * The 12 preset colours as a radio group: arrow keys move between them, each is announced by its
 * colour name, and the chosen one carries a check mark so the choice is not told by colour alone.
 */
export function TagColorPicker({ value, onChange, label, disabled = false, showLabel = false }: TagColorPickerProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className={showLabel ? 'mb-1.5 text-sm font-medium text-ink' : 'sr-only'}>{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {TAG_COLORS.map((color) => (
          <label key={color} className="relative inline-flex size-7 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              aria-label={TAG_COLOR_NAMES[color]}
              className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            <span
              className={
                'pointer-events-none flex size-6 items-center justify-center rounded-full ring-offset-2 ring-offset-surface-raised transition-transform ' +
                'peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:ring-2 peer-focus-visible:ring-focus peer-hover:scale-110'
              }
              style={{ backgroundColor: color }}
              aria-hidden="true"
            >
              {value === color ? <Check className="size-3.5 text-white drop-shadow" strokeWidth={3} /> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

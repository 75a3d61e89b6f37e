// The category filter: a toolbar of toggle buttons ('All' with the total, then one per category
// with its count). Arrow keys, Home and End move between chips; Tab enters at the pressed one.
import { useRef, type KeyboardEvent } from 'react';
import { categoryChips } from './category-labels';

interface CategoryChipsProps {
  selected: string | null;
  counts: Readonly<Record<string, number>> | null;
  /** The number of posts in all; null while unknown (the chip then shows no number). */
  allTotal: number | null;
  onSelect: (category: string | null) => void;
}

const chipBase =
  'focus-ring inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium ' +
  'transition-[background-color,border-color,color] duration-150';
const chipOn = 'border-ink bg-ink text-canvas';
const chipOff = 'border-line bg-surface text-ink-muted hover:border-line-strong hover:text-ink';

const KEY_MOVES: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index, last) => (index >= last ? 0 : index + 1),
  ArrowDown: (index, last) => (index >= last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index <= 0 ? last : index - 1),
  ArrowUp: (index, last) => (index <= 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export function CategoryChips({ selected, counts, allTotal, onSelect }: CategoryChipsProps) {
  const chips = [{ category: null, label: 'All', count: allTotal }, ...categoryChips(counts, selected)];
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const pressedIndex = Math.max(0, chips.findIndex((chip) => chip.category === selected));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    if (current < 0) return;
    event.preventDefault();
    const next = buttons.current[move(current, chips.length - 1)];
    next?.focus();
    next?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div
      role="toolbar"
      aria-label="Filter by category"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {chips.map((chip, index) => {
        const pressed = index === pressedIndex;
        return (
          <button
            key={chip.category ?? '(all)'}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            aria-pressed={pressed}
            tabIndex={pressed ? 0 : -1}
            onClick={() => onSelect(chip.category)}
            className={`${chipBase} ${pressed ? chipOn : chipOff}`}
          >
            {chip.label}
            {chip.count !== null ? ' ' : null}
            {chip.count !== null ? <span className={`tabular-nums ${pressed ? 'opacity-75' : 'text-ink-subtle'}`}>{chip.count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

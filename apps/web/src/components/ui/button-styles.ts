// Class names shared by <Button> and links that should look like buttons.

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'focus-ring inline-flex select-none items-center justify-center gap-2 whitespace-nowrap font-semibold ' +
  'transition-[background-color,border-color,color,box-shadow,transform,opacity] duration-150 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'rounded-xl bg-brand bg-linear-to-b from-white/12 to-white/0 text-white shadow-soft ' +
    'hover:bg-violet-700 active:scale-[0.98] disabled:active:scale-100',
  secondary:
    'rounded-xl border border-line-strong bg-surface text-ink shadow-[0_1px_2px_rgb(var(--shadow-color)/0.05)] ' +
    'hover:border-ink-subtle/60 hover:bg-surface-muted active:scale-[0.98]',
  // For what cannot be undone (deleting the account).
  danger: 'rounded-xl bg-red-700 text-white shadow-soft hover:bg-red-800 active:scale-[0.98] disabled:active:scale-100',
  ghost: 'rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink active:scale-[0.98]',
  link: 'rounded-md text-brand-text underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[15px]',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
} = {}): string {
  // Text links take their size from the surrounding text, not a fixed height.
  const sizing = variant === 'link' ? 'text-[15px]' : sizes[size];
  return [base, variants[variant], sizing, fullWidth ? 'w-full' : '', className].filter(Boolean).join(' ');
}

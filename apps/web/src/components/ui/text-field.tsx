import { useId, type ComponentProps, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  label: string;
  /** Quiet help under the input (also read as its description). */
  hint?: ReactNode;
  /** Field-level problem; marks the input invalid. */
  error?: string | null;
  /** Fixed text shown inside the input before the value, such as '@'. */
  prefix?: string;
}

export function TextField({
  label,
  hint,
  error,
  prefix,
  id,
  className = '',
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // A problem replaces the hint rather than stacking under it, so the field reads one message.
  const showHint = Boolean(hint) && !error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-[15px] text-ink-subtle" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          aria-invalid={ariaInvalid ?? (error ? true : undefined)}
          aria-describedby={describedBy}
          className={
            'h-12 w-full rounded-xl border border-line-strong bg-surface px-4 text-[15px] text-ink ' +
            'shadow-[inset_0_1px_2px_rgb(var(--shadow-color)/0.04)] transition-[border-color,box-shadow] duration-150 ' +
            'placeholder:text-ink-subtle hover:border-ink-subtle/60 focus:border-brand focus:outline-none ' +
            'focus:ring-4 focus:ring-brand/20 aria-invalid:border-danger-text aria-invalid:focus:ring-danger-text/20 ' +
            'disabled:opacity-60 ' +
            (prefix ? 'pl-8' : '')
          }
          {...inputProps}
        />
      </div>
      {showHint ? (
        <div id={hintId} className="text-[13px] leading-snug text-ink-muted">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's problem under it, read as the input's description (TextField, TextArea). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-[13px] font-medium leading-snug text-danger-text">
      {children}
    </p>
  );
}

import { useId, type ComponentProps } from 'react';
import { FieldError } from './text-field';

export interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  /** Field-level problem; marks the text area invalid and is read as its description. */
  error?: string | null;
}

/** A labelled multi-line input, styled and described like TextField. */
export function TextArea({ label, error, id, className = '', 'aria-invalid': ariaInvalid, ...props }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={ariaInvalid ?? (error ? true : undefined)}
        aria-describedby={error ? errorId : undefined}
        className={
          'min-h-24 w-full resize-y rounded-xl border border-line-strong bg-surface px-4 py-3 text-[15px] leading-relaxed text-ink ' +
          'transition-[border-color,box-shadow] duration-150 placeholder:text-ink-subtle hover:border-ink-subtle/60 ' +
          'focus:border-brand focus:ring-4 focus:ring-brand/20 focus:outline-none aria-invalid:border-danger-text disabled:opacity-60'
        }
        {...props}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

import type { TextFieldProps } from './text-field';
import { TextField } from './text-field';

/** A labelled email input with the keyboard, autofill and spelling settings an address needs. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}

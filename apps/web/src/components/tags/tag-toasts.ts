// Error toasts of the tag screens: a spec title, and the error's own message as the description
// ('Please try again' when it has none).
import { toast } from 'sonner';
import { TAG_COPY } from './tag-copy';

export function errorDescription(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : TAG_COPY.fallbackDescription;
}

export function toastTagError(title: string, error: unknown) {
  toast.error(title, { description: errorDescription(error) });
}

// Which failure text a save form (the dialog, the share screen) shows inline: the server's own words when it sent some,
// otherwise the spec's fallback (spec section 5).
import { ApiError, INVALID_RESPONSE_MESSAGE } from './errors';
import { SAVE_LINK_COPY } from '../lib/save-link-copy';

// The HTTP layer words a body without a message as 'HTTP 500'; that is not the server speaking.
const GENERATED_STATUS_MESSAGE = /^HTTP \d{3}$/;

export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') return SAVE_LINK_COPY.failedInline;
  const { message } = error;
  if (!message || GENERATED_STATUS_MESSAGE.test(message) || message === INVALID_RESPONSE_MESSAGE) {
    return SAVE_LINK_COPY.failedInline;
  }
  return message;
}

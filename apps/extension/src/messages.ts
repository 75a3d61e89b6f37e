// What the popup asks the background worker, and the answers. The worker alone calls the server,
// so there is one refresh at a time however many popups and menu clicks there are.
import type { SaveOutcome } from './save-outcome';

export type PopupState = { signedIn: true; email: string; server: string } | { signedIn: false; server: string };

export type WorkerRequest =
  | { type: 'state' }
  | { type: 'sign-in'; server: string; email: string; password: string }
  | { type: 'save'; address: string }
  | { type: 'sign-out' };

export type SignInAnswer = { ok: true; state: PopupState } | { ok: false; message: string };

export type WorkerAnswer<Request extends WorkerRequest> = Request extends { type: 'state' }
  ? PopupState
  : Request extends { type: 'sign-in' }
    ? SignInAnswer
    : Request extends { type: 'save' }
      ? SaveOutcome
      : PopupState;

/** Whether a message is one of ours (a message from elsewhere in the extension is ignored). */
export function isWorkerRequest(message: unknown): message is WorkerRequest {
  if (typeof message !== 'object' || message === null) return false;
  const { type } = message as Record<string, unknown>;
  return type === 'state' || type === 'sign-in' || type === 'save' || type === 'sign-out';
}

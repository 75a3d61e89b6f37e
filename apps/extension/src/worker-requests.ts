// The background worker's answers to the popup (and to the context menu, which asks for a save
// the same way): one function per request, on the API and the stored session.
import type { PopupState, WorkerAnswer, WorkerRequest } from './messages';
import { outcomeOfError, outcomeOfSave, type SaveOutcome } from './save-outcome';
import { parseServerAddress } from './server-address';
import type { SessionStore } from './session-store';
import { StashApiError, type StashApi } from './stash-api';

export interface RequestHandlerDependencies {
  api: StashApi;
  store: SessionStore;
  /** The server offered when the member has never signed in. */
  defaultServer: string;
}

export type RequestHandler = <Request extends WorkerRequest>(request: Request) => Promise<WorkerAnswer<Request>>;

export function createRequestHandler({ api, store, defaultServer }: RequestHandlerDependencies): RequestHandler {
  async function state(): Promise<PopupState> {
    const session = await store.load();
    if (session) return { signedIn: true, email: session.user.email, server: session.server };
    return { signedIn: false, server: (await store.lastServer()) ?? defaultServer };
  }

  async function save(address: string): Promise<SaveOutcome> {
    try {
      return outcomeOfSave(await api.save(address, 'extension'));
    } catch (error) {
      return outcomeOfError(error);
    }
  }

  async function answer(request: WorkerRequest): Promise<unknown> {
    switch (request.type) {
      case 'state':
        return state();
      case 'sign-in': {
        const server = parseServerAddress(request.server);
        if (!server.ok) return { ok: false, message: server.message };
        try {
          await api.signIn(server.origin, request.email.trim(), request.password);
          return { ok: true, state: await state() };
        } catch (error) {
          return { ok: false, message: error instanceof StashApiError ? error.message : String(error) };
        }
      }
      case 'save':
        return save(request.address);
      case 'sign-out':
        await api.signOut();
        return state();
    }
  }

  return (request) => answer(request) as never;
}

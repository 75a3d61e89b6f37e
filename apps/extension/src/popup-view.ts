// The popup's behaviour on popup.html's markup: the sign-in form, or who is signed in with
// 'Save this page' (on a supported site) and 'Sign out'. Everything that needs the server is asked
// of the background worker; the browser parts come in as dependencies so tests can fake them.
import { EXTENSION_COPY } from './extension-copy';
import type { PopupState, WorkerAnswer, WorkerRequest } from './messages';
import type { SaveOutcome } from './save-outcome';
import { hostPermissionFor, parseServerAddress } from './server-address';
import { isSupportedSite } from './supported-sites';

export interface PopupDependencies {
  ask: <Request extends WorkerRequest>(request: Request) => Promise<WorkerAnswer<Request>>;
  /** The address of the tab the popup was opened over, when the extension may read it. */
  activeTabAddress: () => Promise<string | undefined>;
  /**
   * Asks the member to let the extension reach a server (a host permission); true when allowed,
   * at once when it already was. Must run straight from the click that asks for it.
   */
  allowServer: (pattern: string) => Promise<boolean>;
}

const SAVE_LABEL = 'Save this page';
const SIGN_IN_LABEL = 'Sign In';

function find<Found extends HTMLElement>(doc: Document, id: string): Found {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`popup.html has no #${id}`);
  return element as Found;
}

export async function mountPopup(doc: Document, deps: PopupDependencies): Promise<void> {
  const loading = find(doc, 'loading');
  const form = find<HTMLFormElement>(doc, 'sign-in');
  const server = find<HTMLInputElement>(doc, 'server');
  const email = find<HTMLInputElement>(doc, 'email');
  const password = find<HTMLInputElement>(doc, 'password');
  const signInError = find(doc, 'sign-in-error');
  const signInButton = find<HTMLButtonElement>(doc, 'sign-in-button');
  const signedIn = find(doc, 'signed-in');
  const memberEmail = find(doc, 'member-email');
  const memberServer = find(doc, 'member-server');
  const savePage = find<HTMLButtonElement>(doc, 'save-page');
  const noPost = find(doc, 'no-post');
  const saveResult = find(doc, 'save-result');
  const openSaved = find<HTMLAnchorElement>(doc, 'open-saved');
  const signOut = find<HTMLButtonElement>(doc, 'sign-out');

  let pageAddress: string | undefined;

  function showSignIn(state: Extract<PopupState, { signedIn: false }>, problem = '') {
    loading.hidden = true;
    signedIn.hidden = true;
    form.hidden = false;
    if (!server.value) server.value = state.server;
    signInError.textContent = problem;
    signInButton.disabled = false;
    signInButton.textContent = SIGN_IN_LABEL;
    email.focus();
  }

  async function showSignedIn(state: Extract<PopupState, { signedIn: true }>) {
    loading.hidden = true;
    form.hidden = true;
    password.value = '';
    signedIn.hidden = false;
    memberEmail.textContent = state.email;
    memberServer.textContent = state.server;
    saveResult.textContent = '';
    saveResult.className = 'message';
    openSaved.hidden = true;
    openSaved.dataset.server = state.server;
    pageAddress = await deps.activeTabAddress();
    const onSupportedSite = isSupportedSite(pageAddress);
    savePage.hidden = !onSupportedSite;
    noPost.hidden = onSupportedSite;
    (onSupportedSite ? savePage : signOut).focus();
  }

  function show(state: PopupState, problem?: string) {
    if (state.signedIn) return showSignedIn(state);
    showSignIn(state, problem);
  }

  function showOutcome(outcome: SaveOutcome) {
    saveResult.textContent = outcome.message;
    saveResult.className = `message ${outcome.kind}`;
    if (outcome.kind !== 'failed') {
      openSaved.href = `${openSaved.dataset.server ?? ''}/stash/${encodeURIComponent(outcome.postId)}`;
      openSaved.hidden = false;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    signInError.textContent = '';
    const address = parseServerAddress(server.value);
    if (!address.ok) {
      signInError.textContent = address.message;
      server.focus();
      return;
    }
    // Asked before any other wait, while the click (or Enter) still counts as the member's own.
    let allowed: Promise<boolean>;
    try {
      allowed = deps.allowServer(hostPermissionFor(address.origin));
    } catch {
      allowed = Promise.resolve(false);
    }
    signInButton.disabled = true;
    signInButton.textContent = EXTENSION_COPY.signingIn;
    void (async () => {
      if (!(await allowed.catch(() => false))) {
        showSignIn({ signedIn: false, server: address.origin }, EXTENSION_COPY.permissionRefused(address.origin));
        server.focus();
        return;
      }
      const answer = await deps.ask({ type: 'sign-in', server: address.origin, email: email.value, password: password.value });
      if (answer.ok) {
        await show(answer.state);
        return;
      }
      showSignIn({ signedIn: false, server: address.origin }, answer.message);
      password.focus();
      password.select();
    })();
  });

  savePage.addEventListener('click', () => {
    if (!pageAddress) return;
    savePage.disabled = true;
    savePage.textContent = EXTENSION_COPY.saving;
    saveResult.textContent = '';
    openSaved.hidden = true;
    void (async () => {
      const outcome = await deps.ask({ type: 'save', address: pageAddress ?? '' });
      savePage.disabled = false;
      savePage.textContent = SAVE_LABEL;
      const state = await deps.ask({ type: 'state' });
      // A save refused because the session ended leaves the member signed out: sign in again.
      if (!state.signedIn) {
        showSignIn(state, outcome.message);
        return;
      }
      showOutcome(outcome);
      savePage.focus();
    })();
  });

  signOut.addEventListener('click', () => {
    signOut.disabled = true;
    void (async () => {
      const state = await deps.ask({ type: 'sign-out' });
      signOut.disabled = false;
      await show(state);
    })();
  });

  await show(await deps.ask({ type: 'state' }));
}

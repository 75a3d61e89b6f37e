// The extension's background worker: keeps the 'Save to Stash' context menu, answers the popup,
// and is the only caller of the Stash server (so token refreshes never race).
import { addressToSave, type MenuClick } from './save-target';
import { showOutcomeOnBadge } from './action-badge';
import { buildSettings } from './build-settings';
import { EXTENSION_COPY } from './extension-copy';
import { isWorkerRequest } from './messages';
import type { SaveOutcome } from './save-outcome';
import { createSessionStore } from './session-store';
import { createStashApi } from './stash-api';
import { SUPPORTED_SITE_PATTERNS } from './site-patterns';
import { createRequestHandler } from './worker-requests';

const MENU_ID = 'save-to-stash';

const store = createSessionStore(chrome.storage.local);
// Looked up per call: the worker's global fetch, never one captured before a test replaced it.
const api = createStashApi({ fetch: (url, init) => fetch(url, init), store, apiKey: buildSettings.apiKey });
const handle = createRequestHandler({ api, store, defaultServer: buildSettings.defaultServer });

chrome.runtime.onInstalled.addListener(() => {
  // Menu items outlive the worker, so they are made once per install or update, never twice.
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: MENU_ID,
      title: EXTENSION_COPY.menuTitle,
      contexts: ['page', 'link', 'image', 'video', 'selection'],
      documentUrlPatterns: [...SUPPORTED_SITE_PATTERNS],
    });
  });
});

/** What the context menu does: saves the link or page and shows the result on the toolbar button. */
async function saveFromContextMenu(click: MenuClick, tab?: { id?: number }): Promise<SaveOutcome> {
  const outcome = await handle({ type: 'save', address: addressToSave(click) });
  await showOutcomeOnBadge(chrome.action, tab?.id, outcome, EXTENSION_COPY.menuTitle).catch(() => undefined);
  if (outcome.kind === 'failed' && !(await store.load())) {
    // Not signed in: the popup is where that is fixed. Opening it can fail (no browser window in
    // focus, an older Chrome); the badge has said why already.
    await chrome.action.openPopup().catch(() => undefined);
  }
  return outcome;
}

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === MENU_ID) void saveFromContextMenu(info, tab);
});

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || !isWorkerRequest(message)) return false;
  void handle(message).then(sendResponse);
  // The answer comes later: keeps the channel open for sendResponse.
  return true;
});

// The menu's own function, reachable from the worker's console (chrome://extensions, 'Inspect
// views: service worker') and from the end-to-end test, which cannot open a browser menu.
Object.assign(globalThis, { stashExtension: { saveFromContextMenu } });

// The toolbar popup's entry: popup-view.ts on the real browser.
import type { WorkerAnswer, WorkerRequest } from './messages';
import { mountPopup } from './popup-view';

async function activeTabAddress(): Promise<string | undefined> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.url;
}

void mountPopup(document, {
  ask: <Request extends WorkerRequest>(request: Request) => chrome.runtime.sendMessage<Request, WorkerAnswer<Request>>(request),
  activeTabAddress,
  allowServer: (pattern) => chrome.permissions.request({ origins: [pattern] }),
});

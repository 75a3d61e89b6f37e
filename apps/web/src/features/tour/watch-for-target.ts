// Finds and follows a tour step's element. Screens load lazily and fill in once their data
// arrives, so the element may come a moment after the route; a screen can also swap it for
// another (home's empty state giving way to the list). If none shows within the timeout (an error
// screen, a layout that hides it), the caller hears so and passes the step over instead of hanging.

interface WatchOptions {
  timeoutMs: number;
  /** The element to point at now, or null while there is none (it went and may come back). */
  onChange: (element: HTMLElement | null) => void;
  /** None showed for `timeoutMs`; watching has stopped. */
  onMissing: () => void;
  root?: Document;
}

/** Present and rendered: an element inside a `display: none` part (another breakpoint's) is not. */
function isShown(element: HTMLElement): boolean {
  // jsdom, which has no layout, lacks checkVisibility: there it counts as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * Calls `onChange` with the first shown element matching `selector` (at once when it is already
 * there) and again whenever that changes. Returns a function that stops watching.
 */
export function watchForTarget(selector: string, { timeoutMs, onChange, onMissing, root = document }: WatchOptions): () => void {
  let current: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
  };

  const check = () => {
    if (stopped || (current?.isConnected && isShown(current))) return;
    const candidate = root.querySelector<HTMLElement>(selector);
    const found = candidate && isShown(candidate) ? candidate : null;
    if (found) {
      clearTimeout(timer);
      timer = undefined;
    } else {
      timer ??= setTimeout(() => {
        stop();
        onMissing();
      }, timeoutMs);
    }
    if (found !== current) {
      current = found;
      onChange(found);
    }
  };

  const observer = new MutationObserver(check);
  check();
  // Attributes too: a class or style change can reveal or hide an element already on the page.
  observer.observe(root.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
  return stop;
}

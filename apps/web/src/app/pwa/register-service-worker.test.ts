import { describe, expect, it, vi } from 'vitest';
import { createAppUpdate } from './app-update';
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE, UPDATE_CHECK_INTERVAL_MS, registerServiceWorker } from './register-service-worker';

/** A service worker in a given state, recording its messages. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A new version starts installing. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setup({ controlled = true, waiting = null as FakeWorker | null } = {}) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const events = new EventTarget();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration as unknown as ServiceWorkerRegistration)),
    addEventListener: events.addEventListener.bind(events) as ServiceWorkerContainer['addEventListener'],
  };
  const update = createAppUpdate();
  const reload = vi.fn();
  const checks: Array<{ intervalMs: number; check: () => void }> = [];
  const ready = registerServiceWorker({ container, update, reload, every: (intervalMs, check) => void checks.push({ intervalMs, check }) });
  const controllerChanges = () => events.dispatchEvent(new Event('controllerchange'));
  return { ready, registration, container, update, reload, checks, controllerChanges };
}

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site and checks for new versions hourly', async () => {
    const { ready, container, checks, registration } = setup();
    await ready;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(checks.map((check) => check.intervalMs)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    checks[0]!.check();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('offers a new version once it has installed, and only Reload tells it to take over and reloads', async () => {
    const { ready, registration, update, reload, controllerChanges } = setup();
    await ready;
    const next = new FakeWorker('installing');
    registration.found(next);
    expect(update.isWaiting()).toBe(false);

    registration.waiting = next;
    next.becomes('installed');
    expect(update.isWaiting()).toBe(true);
    expect(next.messages).toEqual([]);

    update.apply();
    expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
    controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting from an earlier visit', async () => {
    const { ready, update } = setup({ waiting: new FakeWorker('installed') });
    await ready;
    expect(update.isWaiting()).toBe(true);
  });

  it('offers nothing on the first install, and its taking over the page reloads nothing', async () => {
    const { ready, registration, update, reload, controllerChanges } = setup({ controlled: false });
    await ready;
    const first = new FakeWorker('installing');
    registration.found(first);
    registration.waiting = first;
    first.becomes('installed');
    expect(update.isWaiting()).toBe(false);
    controllerChanges();
    expect(reload).not.toHaveBeenCalled();
  });
});

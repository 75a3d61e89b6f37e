import { describe, expect, it, vi } from 'vitest';
import { createConnectionStatus } from './connection-status';

function setup(online = true) {
  let isOnline = online;
  let browserListener: () => void = () => undefined;
  const status = createConnectionStatus({ isOnline: () => isOnline, watch: (listener) => void (browserListener = listener) });
  const listener = vi.fn();
  status.subscribe(listener);
  const browserGoes = (next: boolean) => {
    isOnline = next;
    browserListener();
  };
  return { status, listener, browserGoes };
}

describe('the connection status', () => {
  it("follows the browser's online and offline events", () => {
    const { status, listener, browserGoes } = setup();
    expect(status.isOffline()).toBe(false);
    browserGoes(false);
    expect(status.isOffline()).toBe(true);
    browserGoes(true);
    expect(status.isOffline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts offline when the browser is', () => {
    expect(setup(false).status.isOffline()).toBe(true);
  });

  it('counts a call that could not reach the server while the browser claims to be online, until one is answered', () => {
    const { status, listener } = setup();
    status.reportUnreachable();
    status.reportUnreachable();
    expect(status.isOffline()).toBe(true);
    status.reportReachable();
    expect(status.isOffline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('trusts the browser coming back online over an earlier failed call', () => {
    const { status, browserGoes } = setup();
    status.reportUnreachable();
    browserGoes(false);
    browserGoes(true);
    expect(status.isOffline()).toBe(false);
  });
});

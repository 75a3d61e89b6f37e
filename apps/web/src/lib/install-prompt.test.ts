import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, type InstallPromptEvent } from './install-prompt';

function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
  return event;
}

describe('the install offer', () => {
  it('keeps the browser from showing its own bar, and offers to install once', async () => {
    const target = new EventTarget();
    const prompt = createInstallPrompt(target);
    const changes = vi.fn();
    prompt.subscribe(changes);
    expect(prompt.canInstall()).toBe(false);
    const event = offerEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.canInstall()).toBe(true);
    expect(await prompt.install()).toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // The event prompts once: nothing is left to offer.
    expect(prompt.canInstall()).toBe(false);
    expect(await prompt.install()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('stops offering once the app is installed', () => {
    const target = new EventTarget();
    const prompt = createInstallPrompt(target);
    target.dispatchEvent(offerEvent('dismissed'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(prompt.canInstall()).toBe(false);
  });
});

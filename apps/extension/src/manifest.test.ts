import { describe, expect, it } from 'vitest';
import { extensionManifest } from './manifest';

describe('extensionManifest', () => {
  const manifest = extensionManifest({ version: '1.2.3', serverPatterns: ['https://stash.example.com/*', 'http://localhost/*'] });

  it('is a Manifest V3 extension with a module service worker and a popup', () => {
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: 'Stash',
      version: '1.2.3',
      background: { service_worker: 'background.js', type: 'module' },
      action: { default_popup: 'popup.html' },
    });
    expect(Object.keys(manifest.icons)).toEqual(['16', '32', '48', '128']);
  });

  it('asks only for the menu, storage and the active tab, and the hosts it talks to', () => {
    expect(manifest.permissions).toEqual(['contextMenus', 'storage', 'activeTab']);
    expect(manifest.host_permissions).toEqual([
      '*://*.instagram.com/*',
      '*://*.tiktok.com/*',
      '*://*.x.com/*',
      '*://*.twitter.com/*',
      'http://localhost/*',
      'http://127.0.0.1/*',
      'https://stash.example.com/*',
    ]);
  });
});

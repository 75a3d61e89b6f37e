// The extension's manifest (Manifest V3), written into dist/ by the build (vite.config.ts). Made
// here rather than kept as a JSON file so the server address a build is made for joins the host
// permissions, and so tests can read it.
import { SUPPORTED_SITE_PATTERNS } from './site-patterns';

/** Servers on this computer, any port: a developer's or a self-hoster's own machine. */
export const LOCAL_SERVER_PATTERNS = ['http://localhost/*', 'http://127.0.0.1/*'] as const;

export interface ManifestOptions {
  version: string;
  /** Host permissions for the Stash servers this build is meant for, beyond the local ones. */
  serverPatterns?: readonly string[];
}

const ICONS = { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png', 48: 'icons/icon-48.png', 128: 'icons/icon-128.png' } as const;

export function extensionManifest({ version, serverPatterns = [] }: ManifestOptions) {
  return {
    manifest_version: 3,
    name: 'Stash',
    description: 'Save posts from Instagram, TikTok and X to your Stash.',
    version,
    icons: ICONS,
    action: { default_title: 'Save to Stash', default_popup: 'popup.html', default_icon: ICONS },
    background: { service_worker: 'background.js', type: 'module' },
    // contextMenus: the 'Save to Stash' item; storage: the session; activeTab: the address of the
    // tab the toolbar button was pressed on.
    permissions: ['contextMenus', 'storage', 'activeTab'],
    // The platforms, so the popup can read a post's address in any tab; the Stash server, so its
    // API can be called from the extension without CORS.
    host_permissions: [...new Set([...SUPPORTED_SITE_PATTERNS, ...LOCAL_SERVER_PATTERNS, ...serverPatterns])],
    // Any other server is asked for when the member signs in to it.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    commands: {
      _execute_action: { suggested_key: { default: 'Alt+Shift+S' }, description: 'Open Stash' },
    },
  };
}

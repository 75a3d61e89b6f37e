// The sites the extension saves from, as Chrome match patterns (for the manifest and the context
// menu). No imports: vite.config.ts reads this through the manifest, outside the bundler.
export const SUPPORTED_SITE_PATTERNS = ['*://*.instagram.com/*', '*://*.tiktok.com/*', '*://*.x.com/*', '*://*.twitter.com/*'] as const;

// The browser every spec runs: Debian's Chromium (Playwright never downloads one here), with no
// background traffic, since the machine's network is closed and Chromium would keep trying.
export const chromiumPath = process.env.STASH_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Renders the product logo (the web app's favicon.svg) into the PNG sizes a Chrome extension
// needs. Chrome will not take an SVG as an extension icon, so the PNGs are committed; run this
// again (`npm run icons -w apps/extension`) only when the logo changes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const logo = path.resolve(root, '../web/public/favicon.svg');
const SIZES = [16, 32, 48, 128] as const;

const svg = await readFile(logo, 'utf8');
const browser = await chromium.launch({ executablePath: process.env.STASH_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const file = path.join(root, 'public/icons', `icon-${size}.png`);
    await page.locator('svg').screenshot({ path: file, omitBackground: true });
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
} finally {
  await browser.close();
}

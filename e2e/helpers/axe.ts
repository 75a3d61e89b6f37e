// Runs axe on the page as it is and turns what it finds into a readable report, so a failing
// accessibility check says which rule broke, where, and why without opening an attachment.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

/** The impacts this check fails on. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeScan {
  /** Serious and critical violations, formatted one rule per entry (empty when there are none). */
  blocking: string[];
  /** Minor and moderate ones, formatted the same way; reported, not failed on. */
  other: string[];
}

function describe(violation: AxeViolation): string {
  const lines = [`[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`];
  for (const node of violation.nodes) {
    lines.push(`    at ${node.target.join(' >> ')}`);
    lines.push(`       ${node.html.replace(/\s+/g, ' ').slice(0, 240)}`);
    const why = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    if (why) lines.push(`       ${why}`);
  }
  return lines.join('\n');
}

/**
 * Waits for entrance animations and transitions (dialogs popping in, toasts sliding) to finish,
 * so contrast is measured on what the member ends up seeing. Endless ones (pulses, spinners) are
 * left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

/**
 * Scans the page with the WCAG 2 A and AA rules and attaches the full result to the test. With
 * `within` (a CSS selector), only that part is scanned: an overlay, whose page behind was checked
 * on its own.
 */
export async function scanWithAxe(page: Page, testInfo: TestInfo, screen: string, within?: string): Promise<AxeScan> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (within) builder.include(within);
  const results = await builder.analyze();
  await testInfo.attach(`axe ${screen}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const other = results.violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''));
  return { blocking: blocking.map(describe), other: other.map(describe) };
}

/**
 * Checks screens one after another, softly (one run reports every screen's serious and critical
 * findings), and attaches the minor and moderate ones at the end with `report()`.
 */
export function axeChecker(page: Page, testInfo: TestInfo, sizeName: string, scheme: string) {
  const findings: string[] = [];
  return {
    async check(screen: string, within?: string) {
      const scan = await scanWithAxe(page, testInfo, `${sizeName} ${scheme} ${screen}`, within);
      if (scan.other.length > 0) findings.push(`${screen} (minor/moderate, not failed on):\n${scan.other.join('\n')}`);
      const report = `serious or critical axe violations on ${screen} (${sizeName}, ${scheme}):\n${scan.blocking.join('\n')}\n`;
      expect.soft(scan.blocking.length, report).toBe(0);
    },
    async report() {
      if (findings.length === 0) return;
      await testInfo.attach('axe minor and moderate findings.txt', { body: findings.join('\n\n'), contentType: 'text/plain' });
      console.log(`axe, ${sizeName} ${scheme}, minor and moderate findings:\n${findings.join('\n\n')}`);
    },
  };
}

/** The phone and laptop sizes every accessibility journey is checked at. */
export const AXE_SIZES = [
  { name: 'laptop', viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
] as const;
/** ... and in both colour schemes. */
export const AXE_SCHEMES = ['light', 'dark'] as const;

export type AxeChecker = ReturnType<typeof axeChecker>;
export type AxeSize = (typeof AXE_SIZES)[number];

/**
 * One test per size and colour scheme, each on a fresh page of that size and scheme: `visit`
 * walks the screens and checks them with `axe`; the report is attached at the end, and the
 * page must never scroll sideways.
 */
export function testAxeViews(title: string, visit: (page: Page, axe: AxeChecker, size: AxeSize) => Promise<void>): void {
  for (const size of AXE_SIZES) {
    for (const scheme of AXE_SCHEMES) {
      test(`${title} at ${size.name}, ${scheme}: no serious or critical axe violations, no sideways scroll`, async ({ browser }, testInfo) => {
        const context = await browser.newContext({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });
        const page = await context.newPage();
        try {
          const axe = axeChecker(page, testInfo, size.name, scheme);
          await visit(page, axe, size);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
          await axe.report();
        } finally {
          await context.close();
        }
      });
    }
  }
}


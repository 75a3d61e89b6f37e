// An event saved from an X post shows on /events (upcoming), its 'Add to calendar' download is a
// real .ics holding that one event at the post's date (90 minutes long, the post gives no end),
// and its name leads to the event page and back.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, stashOrganisedLink } from './helpers/stash';

// X post announcing 'Lisbon Devs #42' fifteen days after the fixture servers start, 7pm (fixture
// corpus, x-posts.ts). No other spec saves it.
const LISBON_DEVS_POST = 'https://x.com/lisbondevs/status/1862240371958399012?s=20';
const EVENT = 'Lisbon Devs #42';
const EVENT_OFFSET_DAYS = 15;

/** 20261209T190000Z, the form ics writes UTC times in, from an ISO time. */
function icsUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** The .ics text with folded lines unfolded (RFC 5545: CRLF followed by a space continues a line). */
function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

test('an upcoming event downloads as an .ics with its name and date, and opens its own page', async ({ page }) => {
  await signIn(page);
  await stashOrganisedLink(page, LISBON_DEVS_POST);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  const upcomingTab = page.getByRole('tab', { name: /^Upcoming/ });
  await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const card = panel.getByRole('article').filter({ has: page.getByRole('link', { name: EVENT, exact: true }) });
  await expect(card).toBeVisible({ timeout: 15_000 });

  // It is upcoming, not past.
  await page.getByRole('tab', { name: /^Past/ }).click();
  await expect(page).toHaveURL(/[?&]tab=past/);
  await expect(panel.getByRole('link', { name: EVENT, exact: true })).toHaveCount(0);
  await upcomingTab.click();
  await expect(card).toBeVisible();

  // The start the page shows, and the day the post named (midnight-to-midnight UTC around 7pm).
  const startIso = await card.locator('time').getAttribute('datetime');
  expect(startIso, 'the card carries its start time').toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const expectedDay = new Date(Date.now() + EVENT_OFFSET_DAYS * 24 * 60 * 60_000).toISOString().slice(0, 10).replace(/-/g, '');

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: `Add ${EVENT} to calendar` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  const lines = unfold(text);

  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
  expect(lines.filter((line) => line === 'BEGIN:VEVENT'), 'exactly one event').toHaveLength(1);
  expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  expect(lines).toContain(`SUMMARY:${EVENT}`);

  const dtstart = lines.find((line) => line.startsWith('DTSTART'));
  const dtend = lines.find((line) => line.startsWith('DTEND'));
  expect(dtstart, 'DTSTART present').toBeDefined();
  expect(dtend, 'DTEND present').toBeDefined();
  const startValue = dtstart!.slice(dtstart!.indexOf(':') + 1);
  const endValue = dtend!.slice(dtend!.indexOf(':') + 1);
  expect(startValue).toBe(icsUtc(startIso!));
  expect(startValue.slice(0, 8), 'on the day the post named').toBe(expectedDay);
  // The post gives no end: the entry lasts 90 minutes.
  expect(endValue).toBe(icsUtc(new Date(new Date(startIso!).getTime() + 90 * 60_000).toISOString()));
  await expect(page.getByText('Calendar file downloaded')).toBeVisible();

  // The name opens the event's page; Back returns to the list.
  await card.getByRole('link', { name: EVENT, exact: true }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(card).toBeVisible();
});

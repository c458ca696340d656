/**
 * A family's private calendar address from My Lessons: made on request, read as a calendar app reads it (the booked
 * lesson is in it), and stopped. Walked at 1280 and 390 px (@phone); each state is checked at 390 px with axe.
 */
import { mkdirSync } from 'node:fs';
import { markOfferSeen } from './marketing-visitor';
import { signInFamilyWithALesson } from './support/family-link';
import { expectFitsAPhone } from './support/fits-a-phone';
import { collectPageErrors } from './support/page-errors';
import { expect, test, type Page } from './support/test';

const SHOTS = process.env.CALENDAR_FEED_SHOTS_DIR ?? '/tmp/shots-calendar-feed';
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('a family makes a private calendar address on My Lessons, its calendar reads the lesson, and it stops @phone', async ({
  page,
  baseURL,
}, info) => {
  const url = baseURL!; // set by the configuration
  await markOfferSeen(page);
  const family = `feed.${info.project.name}.${Date.now()}@example.com`;
  const errors = collectPageErrors(page, { ignore: [/status of 401/] });
  await signInFamilyWithALesson(page, url, family, 18, info.project.name === 'phone' ? '06:45' : '06:30');

  const card = page.getByRole('region', { name: 'Your lessons in your calendar' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Get my calendar address' })).toBeVisible();
  await expectFitsAPhone(page);

  await card.getByRole('button', { name: 'Get my calendar address' }).click();
  const address = card.getByLabel('Your calendar address (shown once: copy it now)');
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]+\.ics$/);
  await expect(card.getByRole('link', { name: 'Open in Apple Calendar or Outlook' })).toHaveAttribute(
    'href',
    /^webcal:/,
  );
  await expectFitsAPhone(page);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'address-made');

  // What a calendar app reads: the lesson booked above.
  const feedUrl = await address.inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toMatch(/^SUMMARY:Private swim lesson: /m);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  await card.getByRole('button', { name: 'Stop this address' }).click();
  await expect(card.getByRole('button', { name: 'Get my calendar address' })).toBeVisible();
  await expect(address).toHaveCount(0);
  expect((await page.request.get(feedUrl)).status()).toBe(404);
  await expectFitsAPhone(page);
  await shot(page, 'address-stopped');
  expect(errors).toEqual([]);
});

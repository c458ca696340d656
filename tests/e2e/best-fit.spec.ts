/**
 * A family in Bethesda gives its ZIP on /booking: the day's times that add the least driving to an instructor's day
 * come first, marked "Best fit", and the family books one. Maya (who lives in Bethesda) teaches at a Bethesda pool at
 * 5:30 that morning; her 6:15 then costs her only the few minutes of parking. Walked at 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { longDay } from '../../src/core/rules/calendar-days';
import { markOfferSeen } from './marketing-visitor';
import { bookThroughApi } from './support/api-booking';
import { expectNoAxeViolations } from './support/axe';
import { continueTo, enterBookingZip, fillPoolAddress, fillSwimmer, payByCard } from './support/booking';
import { dayNextMonth, publishPrivateTimes } from './support/owner-times';
import { collectPageErrors } from './support/page-errors';
import { expect, test } from './support/test';

const SHOTS = process.env.BEST_FIT_SHOTS_DIR ?? '/tmp/shots-best-fit';
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 120_000 });

test('a family in Bethesda books the time marked Best fit, listed first on its day', async ({
  page,
  baseURL,
}) => {
  const url = baseURL!; // set by the configuration
  await markOfferSeen(page);
  const errors = collectPageErrors(page, { ignore: [/Failed to load resource/, /Price calculation failed/] });
  const day = dayNextMonth(24);
  const shape = { instructorNamed: 'Maya Thompson', venueNamed: 'Your Home Pool: Bethesda' };
  const [early] = await publishPrivateTimes(page.request, url, day, '05:30', 1, shape);
  const [next] = await publishPrivateTimes(page.request, url, day, '06:15', 1, shape);
  await bookThroughApi(page.request, [early!.id], `best.fit.neighbour.${Date.now()}@example.com`, {
    baseURL: url,
  }); // published above

  await page.goto('/booking?level=turtle');
  await enterBookingZip(page, '20814');
  await page.getByLabel('Lesson type').selectOption({ label: 'Private' });
  await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`^${longDay(day)}: \\d+ open`) })
    .click();

  const list = page.getByRole('region', { name: 'Choose your lesson times' });
  await expect(list.getByText(/Times marked Best fit add the least driving/)).toBeVisible();
  const first = list.getByRole('button', { pressed: false }).first();
  await expect(first).toHaveAccessibleName(/^6:15 AM - 6:45 AM\s*Best fit/);
  await expect(first).toContainText('Maya Thompson');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/best-fit-list.png`, fullPage: true });
  await expectNoAxeViolations(page);

  await first.click();
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await expect(page.getByText('Slots held for 15 minutes')).toBeVisible();
  await continueTo(page, 'Swimmer Details');
  await fillSwimmer(page, 0, { name: 'Nora Patel', email: `nora.best.fit.${Date.now()}@example.com` });
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
  await fillPoolAddress(page);
  await page.getByLabel('Contact Name').fill('Priya Patel');
  await page.getByLabel('Contact Phone').fill('(301) 555-0144');
  await continueTo(page, 'Payment');
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('6:15 AM - 6:45 AM')).toBeVisible();
  await expect(page.getByText('Maya Thompson')).toBeVisible();

  // The time is the family's now: its seat is taken.
  const after = await page.request.get(
    `${url}/api/calendar/time-slots?start=${next!.startTime}&end=${next!.endTime}`,
  );
  const taken = ((await after.json()).timeSlots as { id: string; bookedCount: number }[]).find(
    (s) => s.id === next!.id,
  );
  expect(taken?.bookedCount).toBe(1);
  expect(errors).toEqual([]);
});

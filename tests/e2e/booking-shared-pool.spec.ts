/**
 * A class that already meets at one of our pools is joined there: the first family books a semi-private time at
 * Capitol Hill Community Pool (through the API, as another browser would); the next family's wizard states the pool
 * on step 4 instead of asking for an address, and the booking is made there. And a return from a sign-in link after
 * the hold has ended says so on the calendar. Both at 1280 px and 390 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { continueTo, fillSwimmer, payByCard } from './support/booking';
import { BUSINESS_ZONE, dayNextMonth, publishPrivateTimes } from './support/owner-times';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/fits-a-phone';

test.use({ timezoneId: BUSINESS_ZONE });

test('a class meeting at one of our pools is joined there, with no address asked @phone', async ({
  page,
  request,
  baseURL,
}, info) => {
  const phone = info.project.name === 'phone';
  // An hour and a day of its own for each width: no other spec books them.
  const [time] = await publishPrivateTimes(
    page.request,
    baseURL!,
    dayNextMonth(phone ? 14 : 13),
    '06:15',
    1,
    {
      lessonType: 'semi_private',
      capacity: 3,
      venueNamed: 'Capitol Hill',
    },
  );
  const held = await // Another browser: its own cookies.
  (
    await request.post('/api/bookings/hold-slots', { data: { slotIds: [time!.id], swimmersCount: 1 } })
  ).json();
  const first = await request.post('/api/bookings/create-payment-intent', {
    data: {
      bookingData: {
        lessonType: 'semi_private',
        swimmers: [
          {
            name: 'First Family',
            email: `first.${info.project.name}@example.com`,
            ageGroup: 'child',
            level: 'turtle',
            experienceLevel: 'beginner',
          },
        ],
        addOns: [],
        emergencyContact: { name: 'Alex First', phone: '(202) 555-0110', relationship: 'parent' },
        marketingConsent: false,
        timeZone: BUSINESS_ZONE,
        pool: { kind: 'community', venueId: time!.venueId },
      },
      selectedSlots: [time!.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      idempotencyKey: `shared-pool-${info.project.name}-${time!.id}`,
    },
  });
  expect(first.status(), await first.text()).toBe(200);

  // The next family picks the same time from the calendar.
  await page.goto('/booking?level=turtle');
  await page.getByLabel('Lesson type').selectOption({ label: 'Semi-Private' });
  await page.getByRole('button', { name: 'Next month' }).click();
  const dayNumber = Number(
    time!.startTime &&
      new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_ZONE, day: 'numeric' }).format(
        new Date(time!.startTime),
      ),
  );
  await page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(` ${dayNumber}(,|:)`) })
    .first()
    .click();
  await page
    .getByRole('region', { name: 'Choose your lesson times' })
    .getByRole('button')
    .filter({ hasText: /^6:15 AM/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await continueTo(page, 'Swimmer Details');
  await fillSwimmer(page, 0, { name: 'Second Family', email: `second.${info.project.name}@example.com` });
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
  const place = page.getByRole('group', { name: 'Where will lessons be?' });
  await expect(place).toContainText(
    'This class already meets at Capitol Hill Community Pool, so your lessons will be there too.',
  );
  await expect(place.getByLabel('Street address')).toHaveCount(0);
  await page.getByLabel('Contact Name').fill('Morgan Second');
  await page.getByLabel('Contact Phone').fill('(202) 555-0112');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `/tmp/shots-booking/shared-pool-review-${info.project.name}.png` });
  await continueTo(page, 'Payment');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Capitol Hill Community Pool').first()).toBeVisible();
});

test('back from a sign-in link after the hold has ended, the calendar says the times were let go @phone', async ({
  page,
}) => {
  await page.goto('/booking?resume=1');
  await expect(page.getByText('The hold on the times you chose has ended')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick your dates' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

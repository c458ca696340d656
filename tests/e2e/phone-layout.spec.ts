/**
 * Every page, dialog and wizard state at 390 px, checked the same three ways: the element that matters on it is
 * visible, nothing scrolls sideways, and axe finds no WCAG A/AA violation. The long business walks run at 1280 px
 * (and, tagged @phone, at 390 px only where a phone is the screen people really use); this sweep keeps every screen
 * they pass honest on a phone. Data is set up through the API, so each group reaches its states in a few steps.
 */
import { request as apiRequest, type Locator } from '@playwright/test';
import type { TimeSlotsResponse } from '../../src/core/api/calendar';
import {
  FAMILY_LINK_BUTTON,
  FAMILY_LINK_INVALID_MESSAGE,
  FAMILY_LINK_SENT_MESSAGE,
} from '../../src/core/api/family';
import { JOIN_WAITLIST_BUTTON, NOTIFY_ME_BUTTON } from '../../src/core/api/waitlist';
import { dayKeyInZone, formatTimeRange, shiftDayKey } from '../../src/core/rules/timezones';
import { longDay } from '../../src/core/rules/calendar-days';
import { markOfferSeen, prepareVisitor } from './marketing-visitor';
import { bookThroughApi } from './support/api-booking';
import { expectNoAxeViolations } from './support/axe';
import { continueTo, fillPoolAddress, fillSwimmer, payByCard } from './support/booking';
import { fillRequestPool, openCalendarDay, openDays, withUnreadableSlot } from './support/calendar';
import { mailTo, OWNER, ownerApi } from './support/mail';
import { signInByLink } from './support/family-link';
import { collectPageErrors } from './support/page-errors';
import { expect, test, type Page } from './support/test';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const NOTICE = 'Test mode: no real payments are taken';
const SHOTS = process.env.PHONE_SHOTS_DIR ?? '/tmp/shots-phone-layout';

test.use({ timezoneId: ZONE });

/** What matters on the state is on screen, the page is no wider than the phone, and axe passes. */
async function check(page: Page, what: Locator, options: { exclude?: string[]; shot?: string } = {}) {
  await expect(what).toBeVisible();
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  // A page wider than the screen would also widen the layout viewport of a phone that shrinks pages to fit.
  expect(width.inner, `layout viewport on ${page.url()}`).toBe(page.viewportSize()?.width);
  expect(width.scroll, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(width.inner);
  await expectNoAxeViolations(page, options);
  if (options.shot) {
    await what.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${options.shot}.png` });
  }
}

/** A dialog must also open where the person is looking, not below the fold. */
async function checkDialog(
  page: Page,
  dialog: Locator,
  what: Locator,
  options: { exclude?: string[]; shot?: string } = {},
) {
  await expect(dialog).toBeInViewport();
  await check(page, what, options);
}

/** The test-mode notice sits at the very top of a freshly opened page. */
async function noticeOnTop(page: Page) {
  const notice = page.getByRole('note').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())?.y).toBe(0);
}

/** Uncaught page errors, which a layout that only breaks on a phone could throw. */
const uncaughtErrors = (page: Page) => collectPageErrors(page, { console: false });

const exitIntent = (page: Page) =>
  page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true })),
  );

// ---- data through the API ----------------------------------------------------------------------------------------

const listOf = <T>(v: unknown) => (Array.isArray(v) ? v : ((v as { items?: T[] }).items ?? [])) as T[];

/**
 * Publishes a private lesson (one seat) at 18:30 New York time, weekly for `weeks` weeks from the day `daysAhead`
 * days from now, for the `who`-th demo instructor, and returns its times. 18:30 comes after every demo lesson of a
 * day, so the tests that pick a day's first open time never take these, and each group of this sweep has its own.
 */
async function publishEveningTimes(baseURL: string, who: number, daysAhead: number, weeks: number) {
  const day = dayKeyInZone(new Date(Date.now() + daysAhead * DAY), ZONE);
  const { owner, csrf } = await ownerApi(baseURL);
  try {
    const instructors = listOf<{ id: string; email: string | null }>(
      await (await owner.get('/api/admin/instructors')).json(),
    ).filter((i) => i.email !== 'maya@example.com');
    const venues = listOf<{ id: string }>(await (await owner.get('/api/admin/venues')).json());
    const instructor = instructors[who % instructors.length]!; // the demo has three besides Maya
    const made = await owner.post('/api/admin/slots', {
      headers: csrf,
      data: {
        instructorId: instructor.id,
        venueId: venues[0]!.id, // the demo has four pools
        lessonType: 'private',
        capacity: 1,
        basePriceCents: 5500,
        durationMinutes: 30,
        startTimes: [`${day}T18:30`],
        weeks,
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const start = new Date(`${day}T00:00:00Z`);
    const end = new Date(start.getTime() + ((weeks - 1) * 7 + 1) * DAY);
    const answer = await owner.get(
      `/api/calendar/time-slots?${new URLSearchParams({ start: start.toISOString(), end: end.toISOString(), lessonType: 'private' })}`,
    );
    const hhmm = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      );
    // Another group's evening time of the same instructor may fall between these weeks.
    const days = Array.from({ length: weeks }, (_, week) => shiftDayKey(day, week * 7));
    const times = ((await answer.json()) as TimeSlotsResponse).timeSlots
      .filter(
        (s) =>
          s.instructorId === instructor.id &&
          hhmm(s.startTime) === '18:30' &&
          days.includes(dayKeyInZone(s.startTime, ZONE)),
      )
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    expect(times).toHaveLength(weeks);
    return times;
  } finally {
    await owner.dispose();
  }
}

/**
 * A link to `path` (with its #token or #offer) in the newest mail to `email` that has one, past the first `skip` mails,
 * read from the run's mail catcher: the outbox and the owner's view of it keep no link's token (docs/decisions/0151).
 */
async function linkInMail(email: string, path: string, skip = 0) {
  const pattern = new RegExp(
    `(https?://\\S+${path.replace(/[/?]/g, '\\$&')}#(?:offer|token)=[A-Za-z0-9_-]+)`,
  );
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailTo(email)).slice(skip).reverse()) {
          link = pattern.exec(mail.parsed.text ?? '')?.[1];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a ${path} link to ${email}`, timeout: 30_000 },
    )
    .toBeDefined();
  return link!; // polled above
}

/** Signs the browser in as the owner through the API: the session cookie is the browser context's. */
async function ownerSignedIn(page: Page, baseURL: string) {
  const { token } = await (await page.request.get('/api/csrf-token')).json();
  const login = await page.request.post('/api/admin/login', {
    data: OWNER,
    headers: { 'x-csrf-token': token, origin: baseURL },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name, exact: true })
    .click();
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await expect(heading).toBeVisible();
  return heading;
}

// ---- the sweep ---------------------------------------------------------------------------------------------------

test.describe('phone layout', { tag: '@phone' }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, 'a sweep of the 390 px layout');
  test.describe.configure({ timeout: 180_000 });
  // Longest groups first, so the two workers finish together.

  test('a package bought, then the booking page: calendar, week, slots, every wizard step, payment states, confirmation states', async ({
    page,
    baseURL,
  }) => {
    const errors = uncaughtErrors(page);
    const url = baseURL!; // the config always sets it
    const email = `casey.${Date.now().toString(36)}@example.com`;
    await prepareVisitor(page);
    const [time] = await publishEveningTimes(url, 1, 7, 4);

    // A private 4-pack: its page, the card step, the credits; the family books without signing in first.
    await page.goto('/lessons');
    await page.getByRole('link', { name: 'Buy package: Private 4-pack' }).click();
    const details = page.getByRole('form', { name: 'Your details' });
    await check(page, details.getByRole('button', { name: 'Continue to Payment' }));
    await details.getByLabel('Full Name').fill('Casey Credit');
    await details.getByLabel('Email Address').fill(email);
    await details.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('1230');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('20001');
    await check(page, page.getByRole('button', { name: /^Pay \$/ }));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await check(page, page.getByRole('link', { name: 'Book with Your Credits' }));

    // The calendar stage, month and week.
    await page.goto('/booking?level=turtle');
    await noticeOnTop(page);
    await check(page, page.getByRole('heading', { name: 'Pick your dates' }));
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await check(page, page.getByRole('button', { name: 'Next week' }));
    await page.getByRole('button', { name: 'Month', exact: true }).click();

    // The slot list with All Types: picking the evening private time leaves other types listed but disabled.
    const day = dayKeyInZone(time!.startTime, ZONE);
    const dayButton = page.getByRole('grid').getByRole('button', { name: new RegExp(`^${longDay(day)}:`) });
    if ((await dayButton.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    await dayButton.click();
    const list = page.getByRole('region', { name: 'Choose your lesson times' });
    const range = formatTimeRange(time!.startTime, time!.endTime, ZONE);
    await list.getByRole('button').filter({ hasText: range }).click();
    await expect(list.getByText('You are booking Private lessons.')).toBeVisible();
    await check(page, page.getByRole('button', { name: 'Continue with 1 slot(s)' }), { shot: 'slot-list' });
    await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();

    // Step 1, with the phone's hold-and-total line, and the weekly series listed.
    await expect(page.getByText('Slots held for 15 minutes')).toBeVisible();
    await check(page, page.getByText(/^Held for \d+:\d\d$/), { shot: 'wizard-step-1' });
    await page.getByRole('checkbox', { name: 'Repeat weekly' }).check();
    await page.getByRole('combobox', { name: 'Number of weeks' }).selectOption({ label: '4 weeks' });
    const weeks = page.getByRole('list', { name: 'Weekly lessons' });
    await expect(weeks.getByRole('listitem')).toHaveCount(4);
    await check(page, weeks);
    await page.getByRole('checkbox', { name: 'Repeat weekly' }).uncheck();
    await expect(page.getByRole('list', { name: 'Held lesson times' }).getByRole('listitem')).toHaveCount(1);

    await continueTo(page, 'Swimmer Details');
    await fillSwimmer(page, 0, { name: 'Casey Credit', email });
    await check(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await continueTo(page, 'Add-Ons & Extras');
    await check(page, page.getByRole('button', { name: 'Add one Swim Goggles' }));
    await continueTo(page, 'Review & Emergency Contact');
    await page.getByRole('button', { name: 'Have a coupon code?' }).click();
    await page.getByLabel('Coupon code').fill('nosuchcode');
    await page.getByLabel('Coupon code').press('Enter');
    await expect(page.getByText('Invalid coupon code', { exact: true })).toBeVisible();
    await fillPoolAddress(page);
    await page.getByLabel('Contact Name').fill('Morgan Credit');
    await page.getByLabel('Contact Phone').fill('(202) 555-0112');
    await check(page, page.getByText('Invalid Coupon', { exact: true }));
    await continueTo(page, 'Payment');

    // Step 5 signed out: a family with credits may sign in; the link brings it back here, signed in, time still held.
    const signInOffer = page.getByRole('region', { name: 'Have lesson credits?' });
    await check(page, signInOffer, { shot: 'wizard-payment-signed-out' });
    const mailsBefore = (await mailTo(email)).length;
    await signInOffer.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await check(page, signInOffer.getByRole('status'));
    await page.goto(await linkInMail(email, '/my-lessons/sign-in', mailsBefore));
    await check(page, page.getByRole('button', { name: `Sign in as ${email}` }));
    await page.getByRole('button', { name: `Sign in as ${email}` }).click();
    await expect(page).toHaveURL(/\/booking\?resume=1$/);
    const myLessons = await page.context().newPage();
    await myLessons.goto('/my-lessons');
    await check(
      myLessons,
      myLessons.getByRole('region', { name: 'Lesson credits' }).getByText('4 lesson credits'),
    );
    await myLessons.close();

    // Step 5: the credits offered first; then the card, with wallets that need the live gateway.
    await expect(page.getByRole('radio', { name: 'Use a lesson credit' })).toBeChecked();
    await check(page, page.getByText('Uses 1 of your 4 lesson credits'));
    await page.getByRole('radio', { name: 'Pay by card' }).check();
    await expect(page.getByText('Test mode — no real charge')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Apple Pay/ })).toBeDisabled();
    await check(page, page.getByRole('button', { name: 'Complete Booking' }), { shot: 'wizard-payment' });
    await payByCard(page, '4000 0000 0000 0002');
    await check(page, page.getByRole('alert').filter({ hasText: 'Payment Failed' }));

    // The bank's check, then the confirmation waiting for the server, then confirmed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/bookings\/[0-9a-f-]{36}$/, async (route) => {
      await released;
      await route.continue();
    });
    await payByCard(page, '4000 0025 0000 3155');
    const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await checkDialog(page, bank, bank.getByRole('button', { name: 'Complete authentication' }));
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await check(page, page.getByText('Processing your booking confirmation...'));
    release();
    await check(page, page.getByRole('heading', { name: 'Booking Confirmed!' }), { shot: 'confirmation' });
    await page.unrouteAll();

    // The same booking refunded instead of confirmed: the server's reason and a way back.
    const bookingId = new URL(page.url()).searchParams.get('booking_id')!; // the confirmation's address has it
    await page.route('**/api/bookings/confirm', (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'LATE_PAYMENT_REFUNDED', message: 'Your payment was refunded.' },
      }),
    );
    await page.route(`**/api/bookings/${bookingId}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), status: 'refunded' } });
    });
    await page.reload();
    await check(page, page.getByRole('link', { name: 'Book lessons' }));
    expect(errors).toEqual([]);
  });

  test('admin: access screen, login dialog and its error, dashboard and its email alert, requests, bookings, schedule, waitlist, weather', async ({
    page,
    baseURL,
  }) => {
    const errors = uncaughtErrors(page);
    const url = baseURL!; // the config always sets it
    const stamp = Date.now().toString(36);
    await markOfferSeen(page);
    // An evening lesson of its own to cancel for weather, and a lesson request waiting for approval.
    const [time] = await publishEveningTimes(url, 3, 9, 1);
    await bookThroughApi(page.request, [time!.id], `weather.${stamp}@example.com`);
    const [open] = (
      (await (
        await page.request.get(
          `/api/calendar/time-slots?${new URLSearchParams({ start: new Date(Date.now() + 3 * DAY).toISOString(), end: new Date(Date.now() + 30 * DAY).toISOString(), lessonType: 'group' })}`,
        )
      ).json()) as TimeSlotsResponse
    ).timeSlots.filter((s) => s.status === 'available' && s.bookedCount < s.capacity);
    const asked = await page.request.post('/api/booking-requests', {
      headers: { 'idempotency-key': `phone-layout-admin-${stamp}`, origin: url },
      data: {
        dates: [dayKeyInZone(open!.startTime, ZONE)],
        slotIds: [open!.id],
        lessonType: 'group',
        swimmers: 1,
        customerInfo: {
          firstName: 'Riley',
          lastName: stamp,
          email: `riley.${stamp}@example.com`,
          phone: '(202) 555-0111',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBeLessThan(300);
    const { requestId } = (await asked.json()) as { requestId: string };

    // Signing in from the home header: the dialog, then a wrong password.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Admin Login' });
    await checkDialog(page, login, login.getByRole('button', { name: 'Sign In' }));
    await login.getByLabel('Username').fill(OWNER.username);
    await login.getByLabel('Password').fill('definitely not the password');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await checkDialog(page, login, login.getByRole('alert').getByText('Authentication failed'));

    await page.goto('/admin');
    await noticeOnTop(page);
    await check(page, page.getByRole('heading', { name: 'Admin Access' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await login.getByLabel('Username').fill(OWNER.username);
    await login.getByLabel('Password').fill(OWNER.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await check(page, page.getByTestId('dashboard-figures'), { shot: 'admin-dashboard' });

    // The dashboard's alert about email that could not be delivered (a state this mail-less server never reaches).
    await page.route('**/api/admin/dashboard', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.system.email = {
        ...body.system.email,
        parked: 1,
        alert: '1 email could not be delivered and was set aside: open Emails to read why and send again.',
      };
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await check(page, page.getByTestId('email-alert'));
    await page.unrouteAll();

    await openSection(page, 'Lesson Requests');
    await page.getByLabel('Search by code, name, email or phone').fill(requestId);
    await check(page, page.getByRole('row', { name: new RegExp(requestId) }));
    await page.getByRole('button', { name: `Approve ${requestId}` }).click();
    const approve = page.getByRole('dialog', { name: `Approve ${requestId}` });
    await checkDialog(page, approve, approve.getByRole('button', { name: 'Approve Request' }));
    await page.keyboard.press('Escape');
    await expect(approve).toBeHidden();

    await openSection(page, 'Bookings');
    await page.getByLabel('Search by reference, name or email').fill(`weather.${stamp}`);
    await expect(page.getByRole('button', { name: /^BK-/ })).toHaveCount(1);
    await check(page, page.getByRole('button', { name: /^BK-/ }));
    await page.getByRole('button', { name: /^BK-/ }).click();
    const detail = page.getByRole('dialog', { name: /^Booking BK-/ });
    await checkDialog(page, detail, detail.getByRole('region', { name: 'History' }), {
      shot: 'admin-booking',
    });
    await detail.getByRole('button', { name: 'Cancel Booking' }).click();
    await checkDialog(page, detail, detail.getByLabel('Reason (sent to the customer)'));
    await detail.getByRole('button', { name: 'Keep Booking' }).click();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await openSection(page, 'Schedule');
    await check(page, page.getByRole('button', { name: 'New Lessons' }));
    await page.getByRole('button', { name: 'New Lessons' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish lesson slots' });
    await publish.getByLabel('Instructor').selectOption({ index: 1 });
    await publish.getByLabel('Venue').selectOption({ index: 1 });
    await publish.getByLabel('Date 1').fill(dayKeyInZone(new Date(Date.now() + 2 * DAY), ZONE));
    await publish.getByLabel('Time 1').fill('09:00');
    await publish.getByLabel('Repeat weekly for (weeks)').fill('3');
    await checkDialog(page, publish, publish.getByText('This publishes 3 lesson slots.'));
    await page.keyboard.press('Escape');
    await expect(publish).toBeHidden();

    await check(page, await openSection(page, 'Waitlist'));

    // Weather: a window holding only the evening lesson, its preview, the confirmation, the result.
    await openSection(page, 'Weather');
    const window = page.getByRole('form', { name: 'Weather window' });
    await window.getByLabel('Date').fill(dayKeyInZone(time!.startTime, ZONE));
    await window.getByLabel('From (New York time)').fill('18:15');
    await window.getByLabel('To (New York time)').fill('18:45');
    await window.getByRole('button', { name: 'Preview' }).click();
    const affected = page.getByRole('region', { name: /^Lessons that would be cancelled/ });
    await expect(affected.getByRole('row')).toHaveCount(2);
    await check(page, affected.getByRole('button', { name: 'Cancel these lessons for weather' }));
    await affected.getByRole('button', { name: 'Cancel these lessons for weather' }).click();
    const sure = page.getByRole('dialog', { name: 'Cancel these lessons for weather?' });
    await checkDialog(page, sure, sure.getByRole('button', { name: 'Yes, cancel them' }));
    await sure.getByRole('button', { name: 'Yes, cancel them' }).click();
    await check(page, page.getByTestId('weather-result'));
    expect(errors).toEqual([]);
  });

  test('waitlist: the join and notify-me dialogs and their answers, the offer wizard, the leave and decline pages', async ({
    page,
    baseURL,
  }) => {
    const errors = uncaughtErrors(page);
    const url = baseURL!; // the config always sets it
    const stamp = Date.now().toString(36);
    await prepareVisitor(page);

    // One evening time, its one seat taken by a request the owner approved.
    const [time] = await publishEveningTimes(url, 2, 6, 1);
    const day = dayKeyInZone(time!.startTime, ZONE);
    const visitor = await apiRequest.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
    const asked = await visitor.post('/api/booking-requests', {
      headers: { 'idempotency-key': `phone-layout-${stamp}` },
      data: {
        dates: [day],
        slotIds: [time!.id],
        lessonType: 'private',
        swimmers: 1,
        customerInfo: {
          firstName: 'Jordan',
          lastName: 'Blake',
          email: `jordan.${stamp}@example.com`,
          phone: '(202) 555-0142',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBeLessThan(300);
    await visitor.dispose();
    const { owner, csrf } = await ownerApi(url);
    let bookingId: string;
    try {
      const requests = await (await owner.get(`/api/admin/lesson-requests?search=jordan.${stamp}`)).json();
      const approved = await owner.post(`/api/admin/lesson-requests/${requests.items[0].id}/approve`, {
        data: { message: 'See you there' },
        headers: csrf,
      });
      expect(approved.status(), await approved.text()).toBe(200);
      bookingId = (await (await owner.get(`/api/admin/bookings?search=jordan.${stamp}`)).json()).items[0].id;
    } finally {
      await owner.dispose();
    }

    await openCalendarDay(page, day);
    const family = `avery.${stamp}@example.com`;
    await page
      .getByTestId('full-slot-row')
      .filter({ hasText: formatTimeRange(time!.startTime, time!.endTime, ZONE) })
      .getByRole('button', { name: new RegExp(`^${JOIN_WAITLIST_BUTTON}`) })
      .click();
    const join = page.getByRole('dialog', { name: 'Join the waitlist' });
    await join.getByLabel(/^Name/).fill('Avery Lin');
    await join.getByLabel(/^Email/).fill(family);
    await checkDialog(page, join, join.getByRole('button', { name: JOIN_WAITLIST_BUTTON }));
    await join.getByRole('button', { name: JOIN_WAITLIST_BUTTON }).click();
    await checkDialog(page, join, join.getByRole('status').getByText("You're on the waitlist"));
    await join.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: NOTIFY_ME_BUTTON }).click();
    const notify = page.getByRole('dialog', { name: NOTIFY_ME_BUTTON });
    await notify.getByRole('checkbox', { name: 'Saturday' }).check();
    await notify.getByLabel(/^Lesson type/).selectOption({ label: 'Group' });
    await notify.getByLabel(/^Name/).fill('Casey Park');
    await notify.getByLabel(/^Email/).fill(`casey.${stamp}@example.com`);
    await checkDialog(page, notify, notify.getByRole('button', { name: NOTIFY_ME_BUTTON }));
    await notify.getByRole('button', { name: NOTIFY_ME_BUTTON }).click();
    await checkDialog(
      page,
      notify,
      notify.getByRole('status').getByText("We'll email you when a time like this opens."),
    );
    await notify.getByRole('button', { name: 'Done' }).click();

    // The seat frees up: the emailed offer opens the wizard with the time held; its leave link asks first.
    const { owner: again, csrf: againCsrf } = await ownerApi(url);
    try {
      const cancelled = await again.post(`/api/admin/bookings/${bookingId}/cancel`, {
        data: { reason: 'The family moved away' },
        headers: againCsrf,
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    } finally {
      await again.dispose();
    }
    await page.goto(await linkInMail(family, '/booking'));
    await expect(page.getByText(/We're holding this time for you until/)).toBeVisible();
    await check(page, page.getByText('Held for you from the waitlist').first(), { shot: 'offer-wizard' });
    await page.goto(await linkInMail(family, '/waitlist/leave'));
    await check(page, page.getByRole('button', { name: 'Leave waitlist' }));
    await page.goto(`/waitlist/decline#token=${'x'.repeat(40)}`);
    await page.getByRole('button', { name: 'Decline this spot' }).click();
    await check(page, page.getByRole('alert').getByText('This waitlist link is not valid.'));
    expect(errors).toEqual([]);
  });

  test('admin: instructors, venues, travel, coupons, packages, credits, leads, messages, emails and templates, policies, activity', async ({
    page,
    baseURL,
  }) => {
    const errors = uncaughtErrors(page);
    await markOfferSeen(page);
    await ownerSignedIn(page, baseURL!);
    await page.goto('/admin/instructors');
    await check(page, page.getByRole('button', { name: 'Add Instructor' }));
    await page.getByRole('button', { name: 'Add Instructor' }).click();
    const add = page.getByRole('dialog', { name: 'Add instructor' });
    await checkDialog(page, add, add.getByRole('button', { name: 'Save Instructor' }));
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    for (const name of [
      'Venues',
      'Travel',
      'Coupons',
      'Packages',
      'Credits',
      'Leads',
      'Messages',
      'Activity',
    ]) {
      const heading = await openSection(page, name);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await check(page, heading);
    }

    // A message the mail server refused for good, as the Emails screen lists it, with its "Send again".
    await page.route(/\/api\/admin\/outbox\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.items[0])
        body.items[0] = {
          ...body.items[0],
          status: 'parked',
          lastError: '550 mailbox unavailable',
          attempts: 3,
        };
      await route.fulfill({ response, json: body });
    });
    await openSection(page, 'Emails');
    await check(page, page.getByRole('button', { name: /^Send again to / }));
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Preview Templates' }).click();
    const templates = page.getByRole('dialog', { name: 'Email templates' });
    // The preview frame holds the email's own markup, inert in a sandbox; the dialog around it is checked.
    await checkDialog(page, templates, templates.locator('iframe').first(), { exclude: ['iframe'] });
    await page.keyboard.press('Escape');
    await expect(templates).toBeHidden();

    await openSection(page, 'Policies');
    const notice = page.getByRole('spinbutton', { name: /Refund notice \(hours\)/ });
    await notice.fill('800');
    await page.getByRole('button', { name: 'Save Policy' }).click();
    await check(page, page.getByText('Refund notice must be a whole number of hours from 0 to 720'));
    expect(errors).toEqual([]);
  });

  test('My Lessons: sign-in form and its answers, the list, reschedule and cancel dialogs, a cancelled lesson, progress', async ({
    page,
    baseURL,
  }) => {
    const errors = uncaughtErrors(page);
    const url = baseURL!; // the config always sets it
    const email = `riley.${Date.now().toString(36)}@example.com`;
    await prepareVisitor(page);
    // Two evening lessons a week apart, booked and paid in one go.
    const times = await publishEveningTimes(url, 0, 5, 2);
    await bookThroughApi(
      page.request,
      times.map((t) => t.id),
      email,
    );

    await page.goto(`/my-lessons/sign-in#token=${'x'.repeat(40)}`);
    await check(page, page.getByText(FAMILY_LINK_INVALID_MESSAGE));
    await page.goto('/my-lessons');
    const form = page.getByRole('form', { name: 'Sign in to My Lessons' });
    await check(page, form.getByRole('button', { name: FAMILY_LINK_BUTTON }));
    await form.getByLabel(/^Email/).fill(`nobody.${Date.now()}@example.com`);
    await form.getByRole('button', { name: FAMILY_LINK_BUTTON }).click();
    await check(page, form.getByRole('status').getByText(FAMILY_LINK_SENT_MESSAGE));

    await signInByLink(page, await linkInMail(email, '/my-lessons/sign-in'), email, (p) =>
      check(p, p.getByRole('button', { name: `Sign in as ${email}` }), { shot: 'confirm-sign-in' }),
    );
    await expect(page.getByTestId('family-email')).toHaveText(email);
    const upcoming = page.getByRole('region', { name: 'Upcoming lessons' });
    await check(page, upcoming.getByRole('button', { name: 'Reschedule' }).first(), { shot: 'my-lessons' });

    await upcoming.getByRole('button', { name: 'Reschedule' }).first().click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule lesson' });
    await checkDialog(page, reschedule, reschedule.getByRole('radio').first());
    await page.keyboard.press('Escape');
    await expect(reschedule).toBeHidden();

    await upcoming.getByRole('button', { name: 'Cancel lesson' }).last().click();
    const cancel = page.getByRole('dialog', { name: 'Cancel lesson' });
    await expect(cancel.getByTestId('cancellation-outcome')).toHaveText(/^Refund \$\d+\.\d\d to your card$/);
    await checkDialog(page, cancel, cancel.getByRole('button', { name: 'Confirm cancellation' }));
    await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(cancel).toBeHidden();
    const past = page.getByRole('region', { name: 'Past lessons' });
    await check(page, past.getByText('Cancelled', { exact: true }));

    await page.goto('/progress');
    await expect(page.getByLabel('Swimmer').locator('option:checked')).toHaveText('Riley Chen');
    await check(page, page.getByLabel('Swimmer'));
    expect(errors).toEqual([]);
  });

  test('home: crash screen, headline with curriculum and carousel, mobile menu, quiz, urgency variant', async ({
    page,
  }) => {
    const errors = uncaughtErrors(page);
    await prepareVisitor(page);
    await page.goto('/');
    await noticeOnTop(page);

    // First, before the FAQ page's code is loaded: a page whose code cannot load shows the crash screen.
    await page.route(/\/assets\/faq-page-.*\.js$/, (route) => route.fulfill({ status: 500, body: 'gone' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await check(page, page.getByRole('button', { name: 'Refresh Page' }));
    await page.unrouteAll();

    await page.goto('/');
    const turtle = page.getByRole('article').filter({ hasText: 'Water Comfort & Basics' });
    await turtle.getByRole('button', { name: 'View curriculum' }).click();
    await expect(turtle.getByText('Blowing bubbles and breath control')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What families say' })).toBeVisible();
    await check(page, page.getByRole('heading', { level: 1, name: 'First Swim Lesson $25' }), {
      shot: 'home',
    });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await check(page, page.locator('#mobile-menu').getByRole('link', { name: 'Book Now' }));
    await page.getByRole('button', { name: 'Close menu' }).click();

    await page.getByRole('button', { name: 'Find Your Level' }).click();
    const quiz = page.getByRole('dialog', { name: 'Find Your Swim Level' });
    await checkDialog(page, quiz, quiz.getByText('Question 1 of 4'));
    for (const answer of [
      'Comfortable and can swim a little',
      'Yes, and can tread water',
      'About 15 metres of freestyle',
      'Freestyle, backstroke and some breaststroke',
    ])
      await quiz.getByRole('button', { name: answer }).click();
    await checkDialog(page, quiz, quiz.getByRole('link', { name: 'Book This Level' }), {
      shot: 'quiz-result',
    });
    await page.keyboard.press('Escape');
    await expect(quiz).toBeHidden();

    await page.evaluate(() =>
      localStorage.setItem(
        'swim.experiments',
        JSON.stringify({ heroHeadline: 'at-your-pool', ctaColor: 'gold', bookingFlow: 'urgency' }),
      ),
    );
    await page.reload();
    await expect(page.getByText('Only 3 spots left this week!')).toBeVisible();
    await check(page, page.getByText('LIMITED TIME OFFER'));
    expect(errors).toEqual([]);
  });

  test('marketing pages: lessons, progress, FAQ, contact states, thank-you, checklist, not found, confirmation', async ({
    page,
  }) => {
    const errors = uncaughtErrors(page);
    await prepareVisitor(page);
    await page.goto('/lessons');
    await check(page, page.getByRole('link', { name: 'Buy package: Private 4-pack' }));

    await page.goto('/progress');
    await page.getByText('Comfortable wetting face').click();
    await page.getByText('Assisted back float').click();
    await expect(page.getByTestId('progress-percent')).toHaveText('25%');
    await check(page, page.getByRole('progressbar'));

    await page.goto('/faq');
    await noticeOnTop(page);
    await page.getByRole('button', { name: 'What are your rates?' }).click();
    await check(page, page.getByText('Travel fees may apply.'));

    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await check(page, page.getByText('Please enter a message'));
    await page.getByLabel('Name', { exact: true }).fill('Jordan Rivera');
    await page.getByLabel('Email', { exact: true }).fill('jordan.phone@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Do you teach at condo pools in Silver Spring?');
    await page.route('**/api/mailchimp/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"X"}' }),
    );
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await send.click();
    await check(page, page.getByRole('alert').getByText('Failed to send message. Please call us directly.'));
    await page.unrouteAll();
    await page.route('**/api/mailchimp/contact', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: true, message: 'ok' }),
      }),
    );
    await send.click();
    await check(page, page.getByRole('status').getByText(/Message sent successfully!/));
    await page.unrouteAll();

    await page.goto('/thank-you');
    await check(page, page.getByRole('link', { name: 'Book Another Lesson' }));

    await page.goto('/water-safety-checklist');
    await check(page, page.getByRole('button', { name: 'Print Checklist' }));

    await page.goto('/swim-team-tryouts');
    await check(
      page,
      page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name: 'Book Now' }),
    );
    const seen = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('swim.analytics.events') ?? '[]') as {
            name: string;
            data: { device: { class: string } };
          }[]
        ).find((e) => e.name === 'page_not_found')?.data.device.class,
    );
    expect(seen).toBe('mobile');

    await page.goto('/confirmation');
    await check(page, page.locator('main h1').first());
    expect(errors).toEqual([]);
  });

  test('lesson request calendar: the month, a day picked, the form and its missing fields, the toast, the safe list', async ({
    page,
  }) => {
    const errors = uncaughtErrors(page);
    const stamp = Date.now().toString(36);
    await prepareVisitor(page);
    await page.goto('/calendar');
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await check(page, page.getByRole('heading', { level: 1, name: 'Book Your Swimming Lessons' }));
    if ((await openDays(page).count()) === 0) {
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
    }
    await openDays(page).first().click();
    // A request holds no seat, so the day's last time is as good as any and never in another test's way.
    await page.getByTestId('slot-row').last().click();
    await check(page, page.getByRole('complementary', { name: 'Your selection' }).getByText('1/6'));

    await page.getByRole('button', { name: 'Request Lessons for Selected Dates' }).click();
    const form = page.getByRole('dialog', { name: 'Customer Information' });
    const submit = form.getByRole('button', { name: 'Submit Lesson Request' });
    await submit.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Missing Information' })).toBeVisible();
    await checkDialog(page, form, submit, { shot: 'calendar-request-form' });
    await form.getByLabel('First Name').fill('Dana');
    await form.getByLabel('Last Name').fill('Okafor');
    await form.getByLabel('Email').fill(`dana.${stamp}@example.com`);
    await form.getByLabel('Phone').fill('(240) 555-0117');
    await fillRequestPool(form);
    await submit.click();
    await check(page, page.getByTestId('toast').filter({ hasText: 'Request Received!' }));

    // If the calendar cannot draw a time, the simple list takes over; empty, it says so. A dozen real times
    // show its layout as well as the whole schedule would, at a fraction of the accessibility check's time.
    await withUnreadableSlot(page, { full: false, keep: 12 });
    await page.goto('/calendar');
    await expect(page.getByText('Invalid slot time')).toBeVisible();
    await check(page, page.getByRole('status').filter({ hasText: 'Safe Calendar Mode - Using Simple View' }));
    await page.unrouteAll();
    await withUnreadableSlot(page, { full: true, keep: 0 });
    await page.goto('/calendar');
    await check(page, page.getByText('No available slots found.'));
    expect(errors).toEqual([]);
  });

  test('checklist offer: form, its errors, the server refusing, the success; the new version banner', async ({
    page,
  }) => {
    const errors = uncaughtErrors(page);
    await page.clock.install();
    await prepareVisitor(page, { leadMagnetSeen: false });
    let buildId = 'build-1';
    let polls = 0;
    await page.route('**/__version', (route) => {
      polls++;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId }) });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await exitIntent(page);
    const offer = page.getByRole('dialog', { name: 'Get the Water Safety Checklist' });
    const sendIt = offer.getByRole('button', { name: 'Send Me the Checklist' });
    await checkDialog(page, offer, sendIt);
    await sendIt.click();
    await checkDialog(page, offer, offer.getByText('Please enter a valid email address'));

    await page.route('**/api/growth/lead-magnet', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ fieldErrors: { email: 'That address cannot receive mail' } }),
      }),
    );
    await offer.getByLabel('First name').fill('Sam');
    await offer.getByLabel('Email', { exact: true }).fill('sam.phone@example.com');
    await sendIt.click();
    await checkDialog(
      page,
      offer,
      offer.getByRole('alert').getByText('Please check your input and try again.'),
    );
    await page.unroute('**/api/growth/lead-magnet');
    await sendIt.click();
    const done = page.getByRole('dialog', { name: 'Check your inbox!' });
    await checkDialog(page, done, done.getByRole('link', { name: 'Open the Water Safety Checklist' }), {
      shot: 'checklist-sent',
    });
    await page.keyboard.press('Escape');
    await expect(done).toBeHidden();

    await expect.poll(() => polls).toBeGreaterThanOrEqual(1);
    buildId = 'build-2';
    await page.clock.runFor(10 * 60_000);
    await check(
      page,
      page.getByRole('region', { name: 'Site update' }).getByRole('button', { name: 'Reload' }),
    );
    expect(errors).toEqual([]);
  });

  test("instructor: the sign-in page, the day's lessons on a phone, the finish dialog", async ({
    page,
    baseURL,
  }) => {
    const errors = uncaughtErrors(page);
    const url = baseURL!; // the config always sets it
    await prepareVisitor(page);
    await page.goto('/instructor');
    await check(page, page.getByRole('form', { name: 'Instructor sign-in' }).getByRole('button'));

    // Maya may have had invitations from other specs: only the one asked for here works.
    const mayaMails = (await mailTo('maya@example.com')).length;
    const { owner, csrf } = await ownerApi(url);
    try {
      const instructors = listOf<{ id: string; email: string | null }>(
        await (await owner.get('/api/admin/instructors')).json(),
      );
      const maya = instructors.find((i) => i.email === 'maya@example.com')!; // a demo instructor
      const invite = await owner.post(`/api/admin/instructors/${maya.id}/invite`, { headers: csrf });
      expect(invite.status(), await invite.text()).toBe(200);
    } finally {
      await owner.dispose();
    }
    await page.goto(await linkInMail('maya@example.com', '/instructor/sign-in', mayaMails));
    await expect(page.getByRole('heading', { level: 1, name: 'Your lessons' })).toBeVisible();
    const lesson = page.getByRole('article').filter({ hasText: 'Ellie Morgan' });
    await check(page, lesson.getByRole('link', { name: /Open in Maps/ }), { shot: 'instructor-day' });
    await lesson.getByRole('button', { name: 'Finish lesson & email progress' }).click();
    const finish = page.getByRole('dialog', { name: 'Finish lesson & email progress' });
    await checkDialog(page, finish, finish.getByRole('button', { name: /^Email progress/ }));
    await finish.getByRole('button', { name: 'Cancel' }).click();
    await expect(finish).toBeHidden();
    expect(errors).toEqual([]);
  });
});

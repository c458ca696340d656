/** Steps of the booking journey shared by the booking specs. */
import { expect, type Page } from './test';

export async function startWithVariant(page: Page, variant: 'standard' | 'urgency' | 'testimonial') {
  await page.addInitScript(
    (v) => window.localStorage.setItem('swim.experiments', JSON.stringify({ bookingFlow: v })),
    variant,
  );
}

/** Picks the n-th day with open lessons of a type next month, so parallel tests never compete for one lesson. */
export async function pickDay(page: Page, lessonType: string, n: number) {
  await page.getByLabel('Lesson type').selectOption({ label: lessonType });
  await page.getByRole('button', { name: 'Next month' }).click();
  const days = page.getByRole('grid').getByRole('button', { name: /: \d+ open lessons?$/ });
  await expect(days.first()).toBeEnabled();
  const count = await days.count();
  const day = days.nth(n % count);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

/** Chooses the first listed lesson with at least `seats` spots; returns its time range and day heading. */
export async function pickSlot(page: Page, seats: number) {
  const list = page.getByRole('region', { name: 'Choose your lesson times' });
  const slot = list
    .getByRole('button', { pressed: false })
    .filter({
      hasText: new RegExp(`(?<!\\d)(${[6, 5, 4, 3, 2, 1].filter((s) => s >= seats).join('|')}) spots? left`),
    })
    .first();
  const text = (await slot.innerText()).split('\n');
  await slot.click();
  return {
    timeRange: text[0]!.trim(),
    day: (await list.getByRole('heading', { level: 3 }).first().innerText()).trim(),
  };
}

export async function fillSwimmer(page: Page, index: number, who: { name: string; email: string }) {
  const box = page.getByRole('group', { name: `Swimmer ${index + 1}` });
  await box.getByLabel('Full Name').fill(who.name);
  await box.getByLabel('Email Address').fill(who.email);
  await box.getByLabel('Age Group').selectOption('child');
  await box.getByLabel('Experience Level').selectOption('beginner');
}

/**
 * Step 4's "Where will lessons be?": the family's own pool in Chevy Chase, MD (20815, inside the service area).
 * Continue stays disabled until the server has looked the ZIP up and checked the hold against it; clicking it waits.
 */
export async function fillPoolAddress(page: Page) {
  const place = page.getByRole('group', { name: 'Where will lessons be?' });
  await place.getByLabel('Street address').fill('12 Elm Street');
  await place.getByLabel('City').fill('Chevy Chase');
  await place.getByLabel('State').selectOption('MD');
  await place.getByLabel('ZIP code').fill('20815');
  await expect(place.getByRole('status')).toContainText('Travel fee to Chevy Chase, MD');
}

export async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

export async function payByCard(page: Page, card: string) {
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('20001');
  await page.getByRole('button', { name: 'Complete Booking' }).click();
}

/**
 * /booking's ZIP, as a family gives it first: the calendar then offers only times an instructor can reach there (a
 * shared time already at another pool is not one), so the pool the walk names later is never refused at payment.
 */
export async function enterBookingZip(page: Page, zip = '20815') {
  await page.getByLabel('Where will lessons be? ZIP code', { exact: true }).fill(zip);
  await expect(page.getByText(/Travel fee to /).first()).toBeVisible();
}

/**
 * Step 4's place, as a family gives it: its own pool in Chevy Chase, unless the shared time already meets at one of
 * our pools, which the wizard then states instead of asking (docs/decisions/0142).
 */
export async function givePlace(page: Page) {
  const place = page.getByRole('group', { name: 'Where will lessons be?' });
  await expect(place).toBeVisible();
  if (await place.getByText(/^This class already meets at /).count()) return;
  await fillPoolAddress(page);
}

/** The demo's seats per time, by lesson type. */
const SEATS: Record<string, number> = { Private: 1, 'Semi-Private': 3, Group: 6 };

/** A one-swimmer booking (private unless told) up to the payment step, for a family in Chevy Chase (20815). */
export async function reachPayment(page: Page, n: number, email: string, lessonType = 'Private') {
  await page.goto('/booking?level=turtle');
  await enterBookingZip(page);
  await pickDay(page, lessonType, n);
  // A shared time nobody has booked yet (every seat left): one already at one of our pools is joined there, with no
  // address to give (docs/decisions/0142), and this walk names a family's own pool.
  const slot = await pickSlot(page, SEATS[lessonType] ?? 1);
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await expect(page.getByText('Slots held for 15 minutes')).toBeVisible();
  await continueTo(page, 'Swimmer Details');
  await fillSwimmer(page, 0, { name: 'Riley Chen', email });
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
  await fillPoolAddress(page);
  await page.getByLabel('Contact Name').fill('Morgan Chen');
  await page.getByLabel('Contact Phone').fill('(202) 555-0110');
  await continueTo(page, 'Payment');
  return slot;
}

/**
 * A signed-in family starts a private booking on the `n`-th open day next month (Chevy Chase ZIP) and fills the
 * first swimmer with its saved swimmer `name` in one tap; the wizard is then on Swimmer Details.
 */
export async function bookSavedSwimmer(page: Page, n: number, name: string) {
  await page.goto('/booking?level=turtle');
  await enterBookingZip(page);
  await pickDay(page, 'Private', n);
  await pickSlot(page, 1);
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await continueTo(page, 'Swimmer Details');
  await page.getByRole('group', { name: 'Your saved swimmers' }).getByRole('button', { name }).click();
}

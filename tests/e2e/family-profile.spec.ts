/**
 * A signed-in family's profile on My Lessons, at 1280 and 390 px: it saves a swimmer (with health notes), its contact
 * details and an emergency contact, and its pool; books with them in a tap each; downloads everything held about it and finds the swimmer there;
 * deletes its profile after reading what goes and what stays, and its lessons are still on the page.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { bookSavedSwimmer, continueTo, payByCard } from './support/booking';
import { signInFamilyWithALesson } from './support/family-link';
import { collectPageErrors } from './support/page-errors';
import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/fits-a-phone';

const SHOTS = process.env.FAMILY_PROFILE_SHOTS_DIR ?? '/tmp/shots-family-profile';

test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await markOfferSeen(page);
  mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: project !== 'phone' });
}

test('a family saves a swimmer, its details and its pool, downloads its data and deletes its profile @phone', async ({
  page,
  baseURL,
}, info) => {
  const url = baseURL!; // set by the configuration
  const family = `profile.${info.project.name}.${Date.now()}@example.com`;
  const errors = collectPageErrors(page, { ignore: [/status of 401/] });
  await signInFamilyWithALesson(page, url, family, 18, info.project.name === 'phone' ? '07:15' : '07:00');

  const section = page.getByRole('region', { name: 'Your family' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Save your swimmers once and pick them on every booking.')).toBeVisible();

  // A swimmer, with what the wizard would ask.
  await section.getByRole('button', { name: 'Add a swimmer' }).click();
  const swimmer = page.getByRole('dialog', { name: 'Add a swimmer' });
  await swimmer.getByLabel(/Full Name/).fill('Maya Chen');
  await swimmer.getByRole('button', { name: 'Add swimmer' }).click();
  await expect(swimmer.getByText('Age Group is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'swimmer-form');
  await swimmer.getByLabel(/Age Group/).selectOption('child');
  await swimmer.getByLabel(/Target Skill Level/).selectOption('turtle');
  await swimmer.getByLabel(/Experience Level/).selectOption('beginner');
  await swimmer.getByLabel(/Health considerations/).fill('Mild asthma; inhaler in her bag');
  await swimmer.getByRole('button', { name: 'Add swimmer' }).click();
  await expect(swimmer).toBeHidden();
  const saved = section.getByRole('list', { name: 'Saved swimmers' });
  await expect(saved).toContainText('Maya Chen');
  await expect(saved).toContainText('Health notes saved');

  // Contact details and an emergency contact.
  await section.getByRole('button', { name: 'Edit', exact: true }).click();
  const contact = page.getByRole('dialog', { name: 'Contact details' });
  await contact.getByLabel('Your name').fill('Lin Chen');
  await contact.getByLabel('Name', { exact: true }).fill('Wei Chen');
  await contact.getByLabel('Phone', { exact: true }).last().fill('(202) 555-0199');
  await contact.getByLabel('Relationship').selectOption('spouse');
  await contact.getByRole('button', { name: 'Save details' }).click();
  await expect(contact).toBeHidden();
  await expect(section).toContainText('Wei Chen, (202) 555-0199 (Spouse/Partner)');

  // The family's pool.
  await section.getByRole('button', { name: 'Save a place' }).click();
  const place = page.getByRole('dialog', { name: 'Save a place' });
  await place.getByLabel('Name of the place').fill('Home');
  await place.getByLabel(/Street/).fill('12 Elm Street');
  await place.getByLabel(/City/).fill('Chevy Chase');
  await place.getByLabel(/State/).selectOption('MD');
  await place.getByLabel(/ZIP/).fill('20815');
  await expect(
    place
      .getByRole('status')
      .filter({ hasText: /travel|fee|included|serve/i })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'place-form');
  await place.getByRole('button', { name: 'Save place' }).click();
  await expect(place).toBeHidden();
  await expect(section.getByRole('list', { name: 'Saved places' })).toContainText(
    'Home: 12 Elm Street, Chevy Chase, MD 20815',
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'profile-saved');

  // Booking with what was saved: a tap for the swimmer, one for the pool, one for the emergency contact.
  await bookSavedSwimmer(page, info.project.name === 'phone' ? 27 : 25, 'Maya Chen');
  await expect(page.getByRole('group', { name: 'Swimmer 1' }).getByLabel('Full Name')).toHaveValue(
    'Maya Chen',
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'wizard-saved-swimmer');
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
  await page.getByRole('group', { name: 'Your saved places' }).getByRole('button', { name: /Home/ }).click();
  await expect(page.getByRole('group', { name: 'Where will lessons be?' }).getByRole('status')).toContainText(
    'Travel fee to Chevy Chase, MD',
  );
  await page.getByRole('button', { name: 'Use Wei Chen, (202) 555-0199' }).click();
  await expect(page.getByLabel('Contact Name')).toHaveValue('Wei Chen');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'wizard-saved-place-and-contact');
  await continueTo(page, 'Payment');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/my-lessons');
  await section.scrollIntoViewIfNeeded();

  // Everything held about the family, as one file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-swim-lessons-data.json');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data).toMatchObject({
    email: family,
    profile: {
      name: 'Lin Chen',
      swimmers: [{ name: 'Maya Chen', healthConsiderations: 'Mild asthma; inhaler in her bag' }],
      places: [{ label: 'Home' }],
    },
  });
  expect(data.bookings).toHaveLength(2);

  // Deleting says what goes and what stays before anything happens.
  await section.getByRole('button', { name: 'Delete my profile' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete your profile?' });
  await expect(confirmDelete).toContainText('health notes and fears');
  await expect(confirmDelete).toContainText('Your bookings, payments and credits stay');
  await expectNoAxeViolations(page);
  await shot(page, 'delete-profile');
  await confirmDelete.getByRole('button', { name: 'Delete my profile' }).click();
  await expect(confirmDelete).toBeHidden();
  await expect(section.getByText('Save your swimmers once and pick them on every booking.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Upcoming lessons' }).getByRole('article').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

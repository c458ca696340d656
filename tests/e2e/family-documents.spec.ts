/**
 * Documents from both sides, on a server of its own (the documents a business requires apply to every booking made on
 * it, so publishing them on the run's shared server would change every other walk). A signed-in family saves a
 * swimmer; the owner publishes a liability waiver (required to book) and a medical release (before the first lesson);
 * the family signs the release on My Lessons and downloads its PDF, then books with the saved swimmer in a few taps,
 * signing the waiver in the review step, and receives the signed copy by email; the instructor's day sheet shows both
 * signed; the owner's list shows another family's lesson with documents missing; a new waiver version asks again at
 * the next booking. The owner's screen, the signing dialog and the review step are checked at 390 px too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { markOfferSeen } from './marketing-visitor';
import { bookThroughApi } from './support/api-booking';
import { expectNoAxeViolations } from './support/axe';
import { bookSavedSwimmer, continueTo, fillPoolAddress, payByCard } from './support/booking';
import { signInByLink } from './support/family-link';
import { dayNextMonth, publishPrivateTimes } from './support/owner-times';
import { collectPageErrors } from './support/page-errors';
import { OWNER, ownerApi, test, waitForMail, type DeliveredMail } from './support/server-with-mail';
import { expect } from './support/test';
import { expectFitsAPhone } from './support/fits-a-phone';

test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const SHOTS = process.env.DOCUMENTS_SHOTS_DIR ?? '/tmp/shots-documents';
const WAIVER = 'Liability waiver';
const RELEASE = 'Medical release';
const FAMILY = 'lin.chen@example.com';
const OTHER_FAMILY = 'no.papers@example.com';

async function ownerPublishes(page: Page, kind: string, body: string, required: string, version = 1) {
  const form = page.getByRole('form', { name: 'Publish a document or a new version' });
  await form.getByLabel(/^Document/).selectOption({ label: kind });
  await form.getByLabel(/^Required/).selectOption({ label: required });
  await form.getByLabel(/^Title/).fill(kind);
  await form.getByLabel(/^Text/).fill(body);
  await form.getByRole('button', { name: 'Publish' }).click();
  // The form empties once the publication is done: only then is it ready for the next one.
  await expect(form.getByLabel(/^Title/)).toHaveValue('');
  await expect(page.getByRole('row').filter({ hasText: required }).filter({ hasText: kind })).toContainText(
    `v${version}`,
  );
}

/** A booking with the saved swimmer Maya, on the `n`-th open day next month, up to the review step. */
async function reachReviewWithMaya(page: Page, n: number) {
  await bookSavedSwimmer(page, n, 'Maya Chen');
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
}

const linkIn = (mail: DeliveredMail, path: string) =>
  new RegExp(`(https?://\\S+${path}#token=[A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '')?.[1];

test('a family signs the release on My Lessons and the waiver while booking; the day sheet shows both signed @phone', async ({
  page,
  browser,
  request,
  baseURL,
  mailServer,
}) => {
  const url = baseURL!; // the fixture always sets it
  const { smtp } = mailServer;
  const errors = collectPageErrors(page, { ignore: [/status of 401/] });

  // Two families with a lesson each, booked before any document was published (by other browsers than the family's
  // page, whose own hold is the wizard's): this one next month, the other within the two weeks the owner's list reads.
  const [later] = await publishPrivateTimes(request, url, dayNextMonth(20), '07:30');
  await bookThroughApi(request, [later!.id], FAMILY, { baseURL: url }); // published above
  const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const [nextWeek] = await publishPrivateTimes(request, url, soon, '06:30');
  await bookThroughApi(request, [nextWeek!.id], OTHER_FAMILY, { baseURL: url, swimmer: 'Sam Papers' });

  // The family signs in by the link it asks for, and saves its swimmer.
  await markOfferSeen(page);
  const asked = await request.post(`${url}/api/family/sign-in-link`, {
    data: { email: FAMILY },
    headers: { origin: url },
  });
  expect(asked.status()).toBe(202);
  const signInMail = await waitForMail(smtp, FAMILY, (m) => !!linkIn(m, '/my-lessons/sign-in'));
  await signInByLink(page, linkIn(signInMail, '/my-lessons/sign-in')!, FAMILY);
  const section = page.getByRole('region', { name: 'Your family' });
  await section.getByRole('button', { name: 'Add a swimmer' }).click();
  const add = page.getByRole('dialog', { name: 'Add a swimmer' });
  await add.getByLabel(/Full Name/).fill('Maya Chen');
  await add.getByLabel(/Age Group/).selectOption('child');
  await add.getByLabel(/Target Skill Level/).selectOption('turtle');
  await add.getByLabel(/Experience Level/).selectOption('beginner');
  await add.getByRole('button', { name: 'Add swimmer' }).click();
  await expect(add).toBeHidden();

  // The owner, in a browser of their own, publishes the waiver and the release.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await markOfferSeen(owner);
  await owner.goto(`${url}/`);
  await owner.locator('html[data-app-started]').waitFor({ state: 'attached' });
  await owner.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
  const login = owner.getByRole('dialog', { name: 'Admin Login' });
  await login.getByLabel('Username').fill(OWNER.username);
  await login.getByLabel('Password').fill(OWNER.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await owner
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  await expect(owner.getByRole('heading', { level: 2, name: 'Documents', exact: true })).toBeVisible();
  await ownerPublishes(owner, WAIVER, 'Swimming has risks.\nI keep my pool safe.', 'Required to book');
  await ownerPublishes(
    owner,
    RELEASE,
    'The instructor may call emergency services.',
    'Required before the first lesson',
  );

  // The owner's list: the other family's lesson within two weeks, both documents missing.
  await owner.reload();
  const missing = owner.getByRole('region', { name: 'Missing documents' });
  const row = missing.getByRole('row').filter({ hasText: OTHER_FAMILY });
  await expect(row).toContainText('Sam Papers');
  await expect(row).toContainText(`Missing: ${WAIVER}`);
  await expect(row).toContainText(`Missing: ${RELEASE}`);
  await expectFitsAPhone(owner);

  // On My Lessons: both missing for Maya (saved) and for Riley (known from the booking); the release signed now.
  await page.reload();
  const docs = section.getByRole('list', { name: 'Documents to sign' });
  await expect(docs).toContainText(`Missing: ${RELEASE}`);
  await expect(docs).toContainText('Riley Chen');
  await docs.getByRole('button', { name: `Read and sign ${RELEASE} for Maya Chen` }).click();
  const dialog = page.getByRole('dialog', { name: `${RELEASE} for Maya Chen` });
  await expect(dialog).toContainText('Maya Chen is under 18: a parent or guardian signs.');
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByText('Type your full name to sign')).toBeVisible();
  await expectFitsAPhone(page);
  await dialog.getByLabel('Your full name').fill('Lin Chen');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(docs).toContainText(new RegExp(`${RELEASE} signed \\(v1, [A-Z][a-z]{2} \\d+\\)`));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    docs.getByRole('link', { name: `PDF of ${RELEASE} v1 for Maya Chen` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('medical-release-v1-Maya-Chen.pdf');
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Booking with the saved swimmer: the review step shows the release signed and asks for the waiver.
  await reachReviewWithMaya(page, 6);
  await fillPoolAddress(page);
  await page.getByLabel('Contact Name').fill('Wei Chen');
  await page.getByLabel('Contact Phone').fill('(202) 555-0199');
  const release = page.getByRole('article', { name: new RegExp(RELEASE) });
  await expect(release).toContainText(/Signed \(v1, [A-Z][a-z]{2} \d+\) for Maya Chen/);
  const waiver = page.getByRole('article', { name: new RegExp(WAIVER) });
  await expect(waiver.getByRole('region', { name: `Text of the ${WAIVER}` })).toContainText(
    'Swimming has risks.',
  );
  await expect(page.locator('#gate-hint')).toHaveText(`Sign the ${WAIVER} to continue.`);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await waiver.getByLabel('Your full name').fill('Lin Chen');
  await waiver.getByRole('checkbox').check();
  await expectFitsAPhone(page);
  await page.screenshot({
    path: `${SHOTS}/review-documents-${test.info().project.name}.png`,
    fullPage: true,
  });
  await continueTo(page, 'Payment');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });

  // The signed copy of the waiver arrives by email, as a PDF.
  const copy = await waitForMail(smtp, FAMILY, (m) => m.parsed.subject === `Your signed ${WAIVER}`);
  expect(copy.parsed.attachments.map((a) => a.filename)).toEqual(['liability-waiver-v1-Maya-Chen.pdf']);
  expect(copy.parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

  // The instructor of that lesson, invited by the owner, sees both documents signed on the day sheet.
  const { owner: api, csrf } = await ownerApi(url);
  let instructorEmail: string;
  let lessonDay: string;
  try {
    const list = (await (await api.get('/api/admin/bookings', { params: { search: FAMILY } })).json()) as {
      items: { id: string; createdAt: string }[];
    };
    const newest = list.items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const detail = await (await api.get(`/api/admin/bookings/${newest.id}`)).json();
    const lesson = detail.lessons[0] as { startTime: string; instructorName: string };
    lessonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(lesson.startTime),
    );
    const instructors = (await (await api.get('/api/admin/instructors')).json()).items as {
      id: string;
      name: string;
      email: string;
    }[];
    const instructor = instructors.find((i) => i.name === lesson.instructorName)!;
    instructorEmail = instructor.email;
    const invite = await api.post(`/api/admin/instructors/${instructor.id}/invite`, { headers: csrf });
    expect(invite.status(), await invite.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  const invitation = await waitForMail(smtp, instructorEmail, (m) => !!linkIn(m, '/instructor/sign-in'));
  const teacherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const teacher = await teacherContext.newPage();
  await teacher.goto(linkIn(invitation, '/instructor/sign-in')!);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Your lessons' })).toBeVisible();
  await teacher.goto(`${url}/instructor?date=${lessonDay}`);
  const maya = teacher.getByRole('article').filter({ hasText: 'Maya Chen' });
  await expect(maya).toContainText(new RegExp(`${WAIVER} signed \\(v1, [A-Z][a-z]{2} \\d+\\)`));
  await expect(maya).toContainText(new RegExp(`${RELEASE} signed \\(v1, [A-Z][a-z]{2} \\d+\\)`));
  await expectNoAxeViolations(teacher);
  await teacher.screenshot({ path: `${SHOTS}/day-sheet-documents.png`, fullPage: true });
  await teacherContext.close();

  // A new waiver version: the next booking asks again.
  await ownerPublishes(owner, WAIVER, 'Swimming has risks.\nA new clause.', 'Required to book', 2);
  await reachReviewWithMaya(page, 9);
  const again = page.getByRole('article', { name: new RegExp(`${WAIVER} \\(version 2\\)`) });
  await expect(again.getByRole('region', { name: `Text of the ${WAIVER}` })).toContainText('A new clause.');
  await expect(again.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('article', { name: new RegExp(RELEASE) })).toContainText('Signed (v1,');
  await owner.screenshot({ path: `${SHOTS}/owner-documents.png`, fullPage: true });
  expect(errors).toEqual([]);
  await ownerContext.close();
});

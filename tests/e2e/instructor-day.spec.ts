/**
 * The instructor's day, on a server of its own that delivers mail to a real SMTP server. The owner invites Maya; her
 * emailed link signs her in on the phone; she sees her own morning (the demo seed books her two families at their
 * pools) and none of Carlos's; she marks Ellie attended, signs off two milestones and finishes the lesson. One
 * progress email reaches the family, whose /progress then shows both milestones as signed off by Maya. Carlos's lesson
 * answers 404 to her.
 */
import { mkdirSync } from 'node:fs';
import { FAMILY_LINK_BUTTON } from '../../src/core/api/family';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { signInByLink } from './support/family-link';
import { collectPageErrors } from './support/page-errors';
import { mailTo, ownerApi, test, waitForMail, type DeliveredMail } from './support/server-with-mail';
import { expect, type Page } from './support/test';

const SHOTS = process.env.INSTRUCTOR_SHOTS_DIR ?? '/tmp/shots-instructor';
const MAYA = 'maya@example.com';
/** The demo seed's first family of Maya's morning, at 4 Maple Court, Bethesda. */
const FAMILY = 'riley.morgan@example.com';
const MILESTONES = ['Comfortable wetting face', 'Blows bubbles for 5+ seconds'];
// A signed-out visit asks whether someone is signed in; the answer is a 401.
const IGNORED_ERRORS = [/status of 401/];

test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await markOfferSeen(page);
  mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

const linkIn = (mail: DeliveredMail, path: string) =>
  new RegExp(`(https?://\\S+${path}#token=[A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '')?.[1];

interface AdminInstructor {
  id: string;
  name: string;
  email: string | null;
}

// Instructors use the day sheet on their phones at the pool: @phone.
test('an instructor signs in by link, records her lesson, and the family sees the signed-off milestones @phone', async ({
  page,
  browser,
  baseURL,
  mailServer,
}) => {
  const url = baseURL!; // the fixture always sets it
  const { smtp } = mailServer;
  const errors = collectPageErrors(page, { ignore: IGNORED_ERRORS });

  // The owner invites Maya and reads Carlos's morning from his route.
  const { owner, csrf } = await ownerApi(url);
  let carlosLessonId: string;
  try {
    const instructors = (await (await owner.get('/api/admin/instructors')).json()).items as AdminInstructor[];
    const maya = instructors.find((i) => i.email === MAYA)!;
    const carlos = instructors.find((i) => i.email === 'carlos@example.com')!;
    const invite = await owner.post(`/api/admin/instructors/${maya.id}/invite`, { headers: csrf });
    expect(invite.status(), await invite.text()).toBe(200);
    const route = await (await owner.get(`/api/admin/instructors/${carlos.id}/route`)).json();
    carlosLessonId = (route.stops as { lessonId: string; familyName: string }[]).find(
      (s) => s.familyName === 'Dana Lee',
    )!.lessonId;
  } finally {
    await owner.dispose();
  }

  const invitation = await waitForMail(smtp, MAYA, (m) => linkIn(m, '/instructor/sign-in') !== undefined);
  await page.goto(linkIn(invitation, '/instructor/sign-in')!); // matched above
  await expect(page).toHaveURL(/\/instructor(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your lessons' })).toBeVisible();

  // Her morning: Ellie at 4 Maple Court, then Arjun in Chevy Chase; nothing of Carlos's.
  const ellieLesson = page.getByRole('article').filter({ hasText: 'Ellie Morgan' });
  await expect(ellieLesson).toBeVisible();
  await expect(ellieLesson).toContainText('4 Maple Court, Bethesda, MD 20814');
  await expect(ellieLesson.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(ellieLesson).toContainText('Putting her face in the water');
  await expect(page.getByRole('article').filter({ hasText: 'Arjun Shah' })).toContainText(
    /min drive from the previous lesson/,
  );
  await expect(page.getByText('Sam Lee')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'day-sheet');

  // Attendance and two milestones, each saved as it changes.
  const ellie = ellieLesson.getByRole('region', { name: /Ellie Morgan/ });
  await ellie.getByRole('button', { name: 'Attended' }).click();
  await expect(ellie.getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'true');
  // One tick at a time, each saved before the next, as the status line tells the instructor.
  for (const milestone of MILESTONES) {
    await ellie.getByRole('checkbox', { name: milestone }).click();
    await expect(ellie.getByRole('checkbox', { name: milestone })).toBeChecked();
    await expect(ellie.getByText('Saved')).toBeVisible();
  }

  await ellieLesson.getByRole('button', { name: 'Finish lesson & email progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish lesson & email progress' });
  await dialog.getByRole('button', { name: 'Email progress (2 milestones)' }).click();
  await expect(ellieLesson.getByText('Progress emailed')).toBeVisible();
  await shot(page, 'lesson-finished');

  // Carlos's lesson is not hers: 404, as if it did not exist.
  const foreign = await page.request.post(`/api/instructor/lessons/${carlosLessonId}/finish`, {
    headers: { origin: url },
  });
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).message).toBe('Lesson not found');

  // One progress email reaches the family.
  const progressMail = await waitForMail(smtp, FAMILY, (m) =>
    /What we worked on today/.test(m.parsed.subject ?? ''),
  );
  for (const milestone of MILESTONES) expect(progressMail.parsed.text).toContain(milestone);
  // Once the outbox holds nothing more for the family, any second progress email has reached the mail server.
  const outbox = (await ownerApi(url)).owner;
  try {
    await expect
      .poll(async () => {
        const pending = await outbox.get('/api/admin/outbox', {
          params: { search: FAMILY, status: 'pending' },
        });
        return ((await pending.json()) as { total: number }).total;
      })
      .toBe(0);
  } finally {
    await outbox.dispose();
  }
  expect(
    mailTo(smtp, FAMILY).filter((m) => /What we worked on today/.test(m.parsed.subject ?? '')),
  ).toHaveLength(1);

  // The family signs in to My Lessons and opens /progress: both milestones are signed off by Maya.
  const family = await browser.newContext({ baseURL: url, timezoneId: 'America/New_York' });
  const familyPage = await family.newPage();
  try {
    await familyPage.goto('/my-lessons');
    const form = familyPage.getByRole('form', { name: 'Sign in to My Lessons' });
    await form.getByLabel(/^Email/).fill(FAMILY);
    await form.getByRole('button', { name: FAMILY_LINK_BUTTON }).click();
    const signIn = await waitForMail(
      smtp,
      FAMILY,
      (m) => linkIn(m, '/my-lessons/sign-in') !== undefined && /sign-in link/i.test(m.parsed.subject ?? ''),
    );
    await signInByLink(familyPage, linkIn(signIn, '/my-lessons/sign-in')!, FAMILY); // matched above
    await familyPage.goto('/progress');
    await familyPage.getByLabel('Swimmer').selectOption({ label: 'Ellie Morgan' });
    for (const milestone of MILESTONES) {
      const box = familyPage.getByRole('checkbox', { name: new RegExp(milestone.replace('+', '\\+')) });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleName(/Signed off by Maya Thompson/);
    }
    await expectNoAxeViolations(familyPage);
    await familyPage.screenshot({
      path: `${SHOTS}/family-progress-${test.info().project.name}.png`,
      fullPage: true,
    });
  } finally {
    await family.close();
  }
  expect(errors).toEqual([]);
});

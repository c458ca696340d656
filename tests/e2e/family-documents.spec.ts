/**
 * Documents from both sides: the owner publishes a liability waiver and a medical release in admin; a signed-in family
 * reads and signs both for its swimmer on My Lessons and downloads the signed copy; the owner publishes a new waiver
 * version and the family is asked to sign again. The owner's screen and the signing dialog are checked at 390 px too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { signInFamilyWithALesson } from './support/family-link';
import { OWNER } from './support/mail';
import { collectPageErrors } from './support/page-errors';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const SHOTS = process.env.DOCUMENTS_SHOTS_DIR ?? '/tmp/shots-documents';
const stamp = Date.now();
const WAIVER = `Liability waiver ${stamp}`;
const RELEASE = `Medical release ${stamp}`;

async function expectFitsAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(width.scroll, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(width.inner);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function ownerPublishes(page: Page, kind: string, title: string, body: string, required: string) {
  const form = page.getByRole('form', { name: 'Publish a document or a new version' });
  await form.getByLabel(/^Document/).selectOption({ label: kind });
  await form.getByLabel(/^Required/).selectOption({ label: required });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Text/).fill(body);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
}

test('the owner publishes a waiver and a release, a family signs both, and a new waiver version asks again', async ({
  page,
  browser,
  baseURL,
}) => {
  const url = baseURL!; // set by the configuration
  // The owner, in a browser of their own.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await markOfferSeen(owner);
  await owner.goto(`${url}/`);
  // A page of its own context: wait for the app as the suite's own pages do.
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
  await expect(owner.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  await ownerPublishes(
    owner,
    'Liability waiver',
    WAIVER,
    'Swimming has risks.\nI keep my pool safe.',
    'Required to book',
  );
  await ownerPublishes(
    owner,
    'Medical release',
    RELEASE,
    'The instructor may call emergency services.',
    'Required before the first lesson',
  );
  await expectFitsAPhone(owner);

  // The family (one booking, so a sign-in link is sent), signed in, with a saved swimmer.
  await markOfferSeen(page);
  const family = `signs.${stamp}@example.com`;
  const errors = collectPageErrors(page, { ignore: [/status of 401/] });
  await signInFamilyWithALesson(page, url, family, 20, '07:30');
  const section = page.getByRole('region', { name: 'Your family' });
  await section.getByRole('button', { name: 'Add a swimmer' }).click();
  const add = page.getByRole('dialog', { name: 'Add a swimmer' });
  await add.getByLabel(/Full Name/).fill('Maya Chen');
  await add.getByLabel(/Age Group/).selectOption('child');
  await add.getByRole('button', { name: 'Add swimmer' }).click();
  await expect(add).toBeHidden();

  const docs = section.getByRole('list', { name: 'Documents to sign' });
  await expect(docs).toContainText(`Missing: ${WAIVER}`);
  await expect(docs).toContainText(`Missing: ${RELEASE}`);
  for (const title of [WAIVER, RELEASE]) {
    await docs.getByRole('button', { name: `Read and sign ${title} for Maya Chen` }).click();
    const dialog = page.getByRole('dialog', { name: `${title} for Maya Chen` });
    await expect(dialog).toContainText('Maya Chen is under 18: a parent or guardian signs.');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await expect(dialog.getByText('Type your full name to sign')).toBeVisible();
    await expect(
      dialog.getByText('Tick the box to say you have read and agree to the document.'),
    ).toBeVisible();
    if (title === WAIVER) {
      await page.screenshot({ path: `${SHOTS}/sign-dialog.png` });
      await expectFitsAPhone(page);
    }
    await dialog.getByLabel('Your full name').fill('Lin Chen');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await expect(dialog).toBeHidden();
    await expect(docs).toContainText(new RegExp(`${title} signed \\(v\\d+, [A-Z][a-z]{2} \\d+\\)`));
  }

  // The signed copy, as a PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    docs
      .getByRole('link', { name: `PDF of ${WAIVER}`, exact: false })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^liability-waiver-v\d+-Maya-Chen\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // A new waiver version: the family is asked again, the release stays signed.
  await ownerPublishes(
    owner,
    'Liability waiver',
    WAIVER,
    'Swimming has risks.\nA new clause.',
    'Required to book',
  );
  await page.reload();
  await expect(docs).toContainText(`New version to sign: ${WAIVER}`);
  await expect(docs).toContainText(new RegExp(`${RELEASE} signed`));
  await expect(docs.getByRole('button', { name: `Read and sign ${WAIVER} for Maya Chen` })).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/family-documents.png` });
  await owner.screenshot({ path: `${SHOTS}/owner-documents.png`, fullPage: true });
  expect(errors).toEqual([]);
  await ownerContext.close();
});

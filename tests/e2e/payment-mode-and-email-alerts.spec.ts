/**
 * The test-mode notice on every page while the test gateway takes payments (and none with Stripe), and the owner's
 * view of email that could not be delivered: the dashboard alert and sending a parked message again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  startSmtpCapture,
  type SmtpCapture,
  type SmtpCaptureOptions,
} from '../../src/server/modules/email/test-support/smtp-capture';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { expect, test, type Page } from './support/test';

const dist = process.env.DIST_DIR ?? 'dist';
const SHOTS = process.env.PAYMENT_SHOTS_DIR ?? '/tmp/shots-payments';
const OWNER = { username: 'owner', password: 'correct horse battery staple' };
const NOTICE = 'Test mode: no real payments are taken';

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: project !== 'phone' });
}

// The free-checklist offer would open over the pages after a while; this visitor has already seen it.
test.beforeEach(async ({ page }) => {
  await markOfferSeen(page);
});

test('while the test gateway takes payments, every page says no real payments are taken', async ({
  page,
}) => {
  // The admin page asks whether the owner is signed in; the answer for a visitor is a 401.
  const errors = collectPageErrors(page, { ignore: [/status of 401/] });
  // Before any script runs, the prerendered HTML already carries the notice.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(NOTICE);

  for (const [path, name] of [
    ['/', 'home'],
    ['/faq', 'faq'],
    ['/booking', 'booking'],
    ['/admin', 'admin'],
  ] as const) {
    await page.goto(path);
    const notice = page.getByRole('note').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(NOTICE);
    // It sits at the very top, above the header, where nobody can miss it.
    const box = await notice.boundingBox();
    expect(box?.y).toBe(0);
    await shot(page, `test-mode-${name}`);
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

/** The built server on its own embedded database, with Stripe keys (never called) and the given SMTP server. */
async function startStripeServer(smtpUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'swim-payments-')),
      WEB_DIST_DIR: join(dist, 'web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      OWNER_EMAIL: 'owner@example.com',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      STRIPE_SECRET_KEY: 'sk_test_not_called',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_not_called',
      STRIPE_WEBHOOK_SECRET: 'whsec_not_called',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, { timeout: 120_000 })
    .toBe(200);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A visitor's contact message: the site acknowledges it by email to `email`. */
async function sendContactMessage(base: string, email: string) {
  const now = Date.now();
  const res = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Gale Moreno',
      email,
      message: 'Do you teach on Saturdays?',
      formStartTime: now - 20_000,
      submissionTime: now,
      csrfOrigin: base,
    }),
  });
  expect(res.status, await res.text()).toBe(200);
}

test.describe('with Stripe configured and a mail server that refuses one address', () => {
  test.describe.configure({ timeout: 180_000 });
  let smtp: SmtpCapture;
  let server: { url: string; stop(): Promise<void> };
  const answers: SmtpCaptureOptions = { rejectRecipients: /^gale@/ };

  test.beforeAll(async () => {
    smtp = await startSmtpCapture(answers);
    server = await startStripeServer(smtp.url);
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('no test-mode notice; the dashboard alerts about a parked email, and the owner sends it again', async ({
    page,
  }) => {
    // The admin page asks whether the owner is signed in; the answer for a visitor is a 401.
    const errors = collectPageErrors(page, { ignore: [/status of 401/] });
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toContain('test-mode-notice');
    expect(html).not.toContain(NOTICE);

    await sendContactMessage(server.url, 'gale@example.com');
    // The owner's copy goes out; the acknowledgement to the refused address is set aside.
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);

    await page.goto(`${server.url}/admin`);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Username').fill(OWNER.username);
    await dialog.getByLabel('Password').fill(OWNER.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    const alert = page.getByTestId('email-alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText('Email needs attention');
    await expect(alert).toContainText(
      '1 email could not be delivered and was set aside: open Emails to read why and send again.',
    );
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'dashboard-email-alert');

    await alert.getByRole('link', { name: 'Open Emails' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Emails' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/emails\?status=parked$/);
    const row = page.getByRole('row').filter({ hasText: 'gale@example.com' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Parked');
    await expect(row).toContainText('550');
    await expectNoAxeViolations(page);
    await shot(page, 'emails-parked');

    // The family fixes their mailbox; the owner sends the message again.
    answers.rejectRecipients = undefined;
    await row.getByRole('button', { name: 'Send again to gale@example.com' }).click();
    await expect(page.getByText('Sending again to gale@example.com')).toBeVisible();
    await expect
      .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes('gale@example.com')).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const delivered = smtp.messages.find((m) => m.envelopeTo.includes('gale@example.com'));
    expect(delivered?.parsed.text ?? '').not.toContain('Test mode');

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Today at a glance' })).toBeVisible();
    await expect(page.getByTestId('email-alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

import { formatInZone, shiftDayKey } from '../../src/core/rules/timezones';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/fits-a-phone';

const OWNER = { username: 'owner', password: 'correct horse battery staple' };

// The free-checklist offer would open over the admin after 45 seconds; this visitor has already seen it.
test.beforeEach(async ({ page }) => {
  await markOfferSeen(page);
});

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

// A period that has ended: the lessons, payments and visits in it no longer change while other walks book and pay.
const today = formatInZone(new Date(), 'America/New_York', 'yyyy-MM-dd');
const PAST = { from: shiftDayKey(today, -84), to: shiftDayKey(today, -1), by: 'week' };
const pastQuery = new URLSearchParams(PAST).toString();
/** Dollars as the admin screens write them: whole dollars without cents. */
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

const REPORTS = [
  { tab: 'Money', kind: 'money', tables: ['Money'], first: 'Paid' },
  { tab: 'Lessons', kind: 'lessons', tables: ['Lessons'], first: 'Booked' },
  { tab: 'Instructors', kind: 'instructors', tables: ['Instructors'], first: 'Minutes published' },
  { tab: 'Families', kind: 'families', tables: ['Families'], first: 'Bookings' },
  { tab: 'Growth', kind: 'growth', tables: ['Growth', 'By source', 'By A/B variant'], first: 'Visits' },
];

test('the owner opens every report, changes the period, downloads a CSV and sets the pay rates @phone', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  // The first report opens with the screen.
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Money', exact: true })).toBeVisible();
  // The chart library is part of this screen's code only: the public pages never load it.
  await page.goto(`/admin/reports/money?${pastQuery}`);
  for (const report of REPORTS) {
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: report.tab }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports/${report.kind}\\?from=${PAST.from}`));
    for (const title of report.tables)
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    // The page's totals are the server's, figure for figure.
    const api = await page.request.get(`/api/admin/reports/${report.kind}?${pastQuery}`);
    expect(api.status()).toBe(200);
    const body = (await api.json()) as {
      tables: {
        title: string;
        totals: Record<string, number>;
        columns: { key: string; label: string }[];
        rows: unknown[];
      }[];
    };
    const main = body.tables[0]!; // every report has a first table
    const first = main.columns[0]!;
    expect(first.label).toBe(report.first);
    const card = page.getByRole('region', { name: `${main.title} figures` });
    const totalRow = card.getByRole('row', { name: /^Total/ });
    await expect(totalRow).toBeVisible();
    await expect(totalRow.getByRole('cell').first()).toHaveText(
      first.key.endsWith('Cents')
        ? dollars(main.totals[first.key]!)
        : first.key.endsWith('Minutes')
          ? `${main.totals[first.key]!.toLocaleString('en-US')} min`
          : main.totals[first.key]!.toLocaleString('en-US'),
    );
    // The chart says in words what it draws; the table beside it has every figure.
    if (main.rows.length > 0) await expect(page.getByRole('img', { name: /In all:/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: `/tmp/shots-reports/${report.kind}-${info.project.name}.png`,
      fullPage: true,
    });
  }

  // A preset period applies at once and is kept in the address.
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 4 weeks' });
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(page.getByText(/compared with/)).toContainText(
    formatInZone(new Date(), 'America/New_York', 'MMM d, yyyy'),
  );

  // The CSV link downloads what the table shows.
  const href = await page.getByRole('link', { name: 'Export Growth CSV' }).getAttribute('href');
  const csv = await page.request.get(href!); // the link is there: its name was found
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')[0]).toBe(
    'Week starting,Visits,Lead sign-ups,Lesson requests,Bookings',
  );

  // Payroll: a mileage rate of $1.00 a mile pays each instructor's miles in dollars.
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Payroll' }).click();
  await page.goto(`/admin/reports/payroll?${pastQuery}`);
  const rates = page.getByRole('form', { name: 'Pay rates' });
  await rates.getByLabel('Mileage rate ($ a mile)').fill('1.00');
  await rates.getByRole('button', { name: 'Save Pay Rates' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Pay rates saved' })).toBeVisible();
  const payroll = (await (await page.request.get(`/api/admin/payroll?${pastQuery}`)).json()) as {
    rows: { instructorName: string; milesTenths: number; mileageCents: number }[];
  };
  expect(payroll.rows.length).toBeGreaterThan(0);
  for (const row of payroll.rows) expect(row.mileageCents).toBe(row.milesTenths * 10);
  const table = page.getByRole('region', { name: 'Payroll' });
  const driver = payroll.rows.find((r) => r.milesTenths > 0);
  if (driver)
    await expect(table.getByRole('row', { name: new RegExp(`^${driver.instructorName}`) })).toContainText(
      dollars(driver.mileageCents),
    );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `/tmp/shots-reports/payroll-${info.project.name}.png`, fullPage: true });
  expect(errors).toEqual([]);
});

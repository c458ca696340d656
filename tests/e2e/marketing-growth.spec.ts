import { expect, test, type Page, type Route } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { prepareVisitor } from './marketing-visitor';

const OFFER = 'Get the Water Safety Checklist';

/** Opens the offer the way a leaving visitor does: the mouse leaves the top of the page. */
async function openOfferOnExitIntent(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true })),
  );
  const dialog = page.getByRole('dialog', { name: OFFER });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitLead(page: Page) {
  const dialog = page.getByRole('dialog', { name: OFFER });
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('Email', { exact: true }).fill('sam@example.com');
  await dialog.getByRole('button', { name: 'Send Me the Checklist' }).click();
}

test.describe('lead magnet', () => {
  test('opens after 45 seconds, validates, stores the lead and links to the checklist', async ({ page }) => {
    await page.clock.install();
    await prepareVisitor(page, { leadMagnetSeen: false });
    await page.goto('/lessons?utm_source=flyer');
    const dialog = page.getByRole('dialog', { name: OFFER });
    await page.clock.runFor(44_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Send Me the Checklist' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('First name').fill('Dana');
    await dialog.getByLabel('Email', { exact: true }).fill('no-at-sign.example.com');
    await dialog.getByRole('button', { name: 'Send Me the Checklist' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeHidden();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await dialog.getByLabel('Email', { exact: true }).fill('Dana.Parent@Example.com');
    const request = page.waitForRequest('**/api/growth/lead-magnet');
    await dialog.getByRole('button', { name: 'Send Me the Checklist' }).click();
    const sent = (await request).postDataJSON();
    expect(sent).toMatchObject({
      email: 'dana.parent@example.com',
      name: 'Dana',
      trigger: 'time',
      requestedResource: 'water-safety-checklist',
      utm: 'flyer',
      website: '',
      url: '',
      hp_email: '',
    });
    expect(sent.source).toContain('/lessons?utm_source=flyer');
    const done = page.getByRole('dialog', { name: 'Check your inbox!' });
    await expect(done.getByRole('status')).toContainText('Your free checklist is on its way!');
    await expectNoAxeViolations(page);
    await done.getByRole('link', { name: 'Open the Water Safety Checklist' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Safety Checklist');
  });

  test('shows once per visitor: not again after a reload', async ({ page }) => {
    await page.clock.install();
    await prepareVisitor(page, { leadMagnetSeen: false });
    await page.goto('/');
    await page.clock.runFor(46_000);
    const dialog = page.getByRole('dialog', { name: OFFER });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.clock.runFor(120_000);
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true })),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('opens on exit intent even before 45 seconds', async ({ page }) => {
    await prepareVisitor(page, { leadMagnetSeen: false });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true })),
    );
    await expect(page.getByRole('dialog', { name: OFFER })).toBeVisible();
  });

  test('skips the time trigger for a visitor who already booked', async ({ page }) => {
    await page.clock.install();
    await prepareVisitor(page, { leadMagnetSeen: false, converted: true });
    await page.goto('/');
    await page.clock.runFor(60_000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: OFFER })).toHaveCount(0);
  });

  test("shows the server's field error under the field it names", async ({ page }) => {
    await prepareVisitor(page, { leadMagnetSeen: false });
    await page.route('**/api/growth/lead-magnet', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'That address cannot receive mail',
          code: 'VALIDATION_ERROR',
          fieldErrors: { email: 'That address cannot receive mail' },
        }),
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true })),
    );
    const dialog = page.getByRole('dialog', { name: OFFER });
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Email', { exact: true }).fill('sam@invalid.example');
    await dialog.getByRole('button', { name: 'Send Me the Checklist' }).click();
    await expect(dialog.locator('#lead-email-error')).toHaveText('That address cannot receive mail');
    await expect(dialog.getByRole('button', { name: 'Send Me the Checklist' })).toBeEnabled();
  });

  test('field errors without a message ask the visitor to check their input', async ({ page }) => {
    await prepareVisitor(page, { leadMagnetSeen: false });
    await page.route('**/api/growth/lead-magnet', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ fieldErrors: { email: 'That address cannot receive mail' } }),
      }),
    );
    const dialog = await openOfferOnExitIntent(page);
    await submitLead(page);
    await expect(dialog.getByRole('alert')).toHaveText('Please check your input and try again.');
    await expect(dialog.locator('#lead-email-error')).toHaveText('That address cannot receive mail');
    await expectNoAxeViolations(page);
  });

  test('any other failure without a message says the submission failed', async ({ page }) => {
    await prepareVisitor(page, { leadMagnetSeen: false });
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"DOWN"}' }),
      (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":""}' }),
      (route) => route.abort('internetdisconnected'),
    ];
    // Each answer waits until the form shows it is sending, so a message left from the previous try cannot pass.
    let intercept: (route: Route) => void = () => {};
    await page.route('**/api/growth/lead-magnet', (route) => intercept(route));
    const dialog = await openOfferOnExitIntent(page);
    const alert = dialog.getByRole('alert');
    for (const answer of answers) {
      const intercepted = new Promise<Route>((resolve) => (intercept = resolve));
      await submitLead(page);
      const route = await intercepted;
      await expect(alert).toBeEmpty();
      await answer(route);
      await expect(alert).toHaveText('Failed to submit. Please try again.');
      await expect(dialog.getByRole('button', { name: 'Send Me the Checklist' })).toBeEnabled();
    }
  });
});

test.describe('new version banner', () => {
  test('appears when the build changes, Later keeps the new build as baseline, Reload reloads', async ({
    page,
  }) => {
    await page.clock.install();
    await prepareVisitor(page);
    let buildId = 'build-1';
    let polls = 0;
    await page.route('**/__version', (route) => {
      polls++;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId }) });
    });
    // The first answer is the baseline the later builds are compared with.
    const baseline = page.waitForResponse('**/__version');
    await page.goto('/');
    await baseline;
    await expect.poll(() => polls).toBe(1);
    const banner = page.getByRole('region', { name: 'Site update' });
    await expect(banner).toHaveCount(0);

    buildId = 'build-2';
    await page.clock.runFor(10 * 60_000);
    await expect.poll(() => polls).toBe(2);
    await expect(banner.getByText('New version available')).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Later' }).click();
    await expect(banner).toHaveCount(0);

    await page.clock.runFor(10 * 60_000);
    await expect.poll(() => polls).toBe(3);
    await expect(banner).toHaveCount(0);

    buildId = 'build-3';
    await page.clock.runFor(10 * 60_000);
    await expect(banner.getByText('New version available')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('does not poll when the visitor asks to save data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    await prepareVisitor(page);
    let polls = 0;
    await page.route('**/__version', (route) => {
      polls++;
      return route.fulfill({ contentType: 'application/json', body: '{"buildId":"x"}' });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A check on load is sent while the app starts, so it would reach the routes before a request sent now.
    await page.route('**/healthz', (route) => route.continue());
    await page.evaluate(() => fetch('/healthz').then(() => undefined));
    expect(polls).toBe(0);
  });
});

test.describe('first-party analytics', () => {
  const isBatch = (url: string, method: string) => url.endsWith('/api/growth/events') && method === 'POST';

  test('a page’s growth events reach our own server, with the visitor’s A/B assignments', async ({
    page,
  }) => {
    // What the page hands the browser to send (a beacon's body is not readable from the request).
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const sent: unknown[] = [];
      Object.assign(window, { sentBatches: sent });
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)));
        return send(url, data);
      };
    });
    await page.clock.install();
    await prepareVisitor(page, { leadMagnetSeen: true });
    await page.goto('/');
    const answer = page.waitForResponse((r) => isBatch(r.url(), r.request().method()));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(6_000);
    const response = await answer;
    expect(response.status()).toBe(202);
    expect((await response.json()).stored).toBeGreaterThan(0);
    const [batch] = (await page.evaluate(
      () => (window as unknown as { sentBatches: unknown[] }).sentBatches,
    )) as {
      variants: Record<string, string>;
      events: { name: string; path: string; data?: Record<string, unknown> }[];
    }[];
    expect(batch!.events.map((e) => e.name)).toContain('scroll_depth');
    expect(batch!.events[0]!.path).toBe('/');
    // The visit opens with where it came from: typed in, so direct.
    expect(batch!.events[0]).toMatchObject({ name: 'session_start', data: { source: 'direct' } });
    // The home page's headline test: the variant shown is the one reported.
    expect(Object.keys(batch!.variants)).toContain('heroHeadline');
  });

  test('a visitor whose browser sends Global Privacy Control is never tracked', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.clock.install();
    await prepareVisitor(page, { leadMagnetSeen: true });
    const batches: string[] = [];
    page.on('request', (r) => {
      if (isBatch(r.url(), r.method())) batches.push(r.url());
    });
    await page.goto('/');
    // Scrolled (again, until the page's tracker has seen it): the events stay in the browser, as before.
    await expect
      .poll(async () =>
        page.evaluate(() => {
          window.scrollTo(0, 0);
          window.scrollTo(0, document.documentElement.scrollHeight);
          return JSON.parse(localStorage.getItem('swim.analytics.events') ?? '[]').length;
        }),
      )
      .toBeGreaterThan(0);
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(batches).toEqual([]);
  });
});

import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { prepareVisitor } from './marketing-visitor';

test.describe('home page', () => {
  test('shows the default headline, level prices, specialty programs and the three guarantees', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await prepareVisitor(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Swim Lesson $25');
    await expect(page.getByText('LIMITED TIME OFFER')).toHaveCount(0);

    const turtle = page.getByRole('article').filter({ hasText: 'Water Comfort & Basics' });
    await expect(turtle).toContainText('$50');
    await expect(turtle).toContainText('$40');
    await expect(turtle).toContainText('$25');
    await expect(turtle.getByRole('listitem').first()).toBeHidden();
    await turtle.getByRole('button', { name: 'View curriculum' }).click();
    await expect(turtle.getByText('Blowing bubbles and breath control')).toBeVisible();
    await expect(turtle.getByRole('button', { name: 'Hide curriculum' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Book This Level' })).toHaveCount(5);

    for (const program of ['Adult Focus', 'Kids & Family', 'Competitive Prep']) {
      await expect(page.getByRole('heading', { name: program })).toBeVisible();
    }
    for (const guarantee of ['Money-Back Guarantee', 'Cancel Anytime']) {
      await expect(page.getByRole('listitem').filter({ hasText: guarantee })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("shows the headline, urgency badges and CTA colour of the visitor's A/B variants", async ({
    page,
  }) => {
    await prepareVisitor(page, {
      experiments: { heroHeadline: 'at-your-pool', ctaColor: 'gold', bookingFlow: 'urgency' },
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swim Lessons at Your Pool');
    await expect(page.getByText('LIMITED TIME OFFER')).toBeVisible();
    await expect(page.getByText('Only 3 spots left this week!')).toBeVisible();
    const cta = page.getByRole('link', { name: 'Book Your First Lesson' });
    await expect(cta).toHaveAttribute('data-cta-colour', 'gold');
    // The variant's colour is a utility on top of the button component, and the cascade lets it win: gold, not the
    // default button's ocean blue, which the Book Now button in the header keeps.
    const background = (name: string) =>
      page
        .getByRole('link', { name, exact: true })
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const bookNow = await background('Book Now');
    expect(bookNow).toBe('rgb(12, 74, 110)');
    expect(await background('Book Your First Lesson')).not.toBe(bookNow);
    await expectNoAxeViolations(page);
  });

  test('assigns a first-time visitor to a variant and keeps it on the next visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('swim.experiments') ?? '{}'));
    expect(['first-lesson', 'at-your-pool', 'confidence']).toContain(stored.heroHeadline);
    expect(['aqua', 'purple', 'gold']).toContain(stored.ctaColor);
    expect(['standard', 'urgency', 'testimonial']).toContain(stored.bookingFlow);
    const headline = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline ?? '');
  });

  test(
    'the mobile menu and header lead to every main page',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await prepareVisitor(page);
      await page.goto('/');
      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expectNoAxeViolations(page);
      }
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Lessons', 'Progress', 'Booking', 'FAQ', 'Contact', 'My Lessons']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Book Now' }).first()).toBeVisible();
      await nav.getByRole('link', { name: 'Lessons', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swim Lesson Levels');
    },
  );
});

test.describe('testimonial carousel', () => {
  test('advances every 5 seconds, wraps around, and has dot navigation', async ({ page }) => {
    // Time stands still unless the test moves it.
    await page.clock.install({ time: new Date('2026-06-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T09:00:01Z'));
    await prepareVisitor(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What families say' });
    const current = carousel.getByRole('group').filter({ visible: true });
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    await page.clock.runFor(4000);
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    await page.clock.runFor(1000);
    await expect(current).toHaveAttribute('aria-label', '3 of 5');
    for (const next of ['4 of 5', '5 of 5', '1 of 5']) {
      await page.clock.runFor(5000);
      await expect(current).toHaveAttribute('aria-label', next);
    }

    await carousel.getByRole('button', { name: 'Show testimonial 4 of 5' }).click();
    await expect(current).toHaveAttribute('aria-label', '4 of 5');
    await expect(current).toContainText('Marcus T.');
    await expect(carousel.getByRole('button', { name: 'Show testimonial 4 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);
  });

  test('pauses while hovered or focused, and resumes afterwards', async ({ page }) => {
    // Time stands still unless the test moves it.
    await page.clock.install({ time: new Date('2026-06-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T09:00:01Z'));
    await prepareVisitor(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What families say' });
    const current = carousel.getByRole('group').filter({ visible: true });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.clock.runFor(12_000);
    await expect(current).toHaveAttribute('aria-label', '1 of 5');

    await page.getByRole('heading', { level: 1 }).hover();
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', '2 of 5');

    await carousel.getByRole('button', { name: 'Show testimonial 2 of 5' }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(current).toHaveAttribute('aria-label', '2 of 5');

    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(12_000);
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    await carousel.getByRole('button', { name: 'Play testimonials' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', '3 of 5');
  });
});

import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { prepareVisitor } from './marketing-visitor';

async function answer(page: Page, options: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Find Your Swim Level' });
  for (const [i, option] of options.entries()) {
    await expect(dialog.getByText(`Question ${i + 1} of 4`)).toBeVisible();
    await dialog.getByRole('button', { name: option, exact: true }).click();
  }
}

test.beforeEach(async ({ page }) => {
  await prepareVisitor(page);
  await page.goto('/');
});

test('the quiz asks four questions with a progress bar and recommends the most chosen level', async ({
  page,
}) => {
  const opener = page.getByRole('button', { name: 'Find Your Level' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Find Your Swim Level' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Comfortable and can swim a little' }).click();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await dialog.getByRole('button', { name: 'Yes, and can tread water' }).click();
  await dialog.getByRole('button', { name: 'About 15 metres of freestyle' }).click();
  await dialog.getByRole('button', { name: 'Freestyle, backstroke and some breaststroke' }).click();

  // guppy twice, stingray twice: the tie goes to the earlier level, guppy.
  await expect(dialog.getByTestId('quiz-result-title')).toHaveText('Freestyle Basics');
  await expect(dialog.getByText('Recommended: Level 3 · guppy')).toBeVisible();
  for (const price of ['$60', '$45', '$30'])
    await expect(dialog.getByText(price, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Book This Level' })).toHaveAttribute(
    'href',
    '/booking?level=guppy',
  );
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(dialog.getByText('Question 1 of 4')).toBeVisible();
  await answer(page, [
    'Completely at home, swims laps',
    'Easily, for as long as needed',
    '100 metres or more',
    'None yet',
  ]);
  await expect(dialog.getByTestId('quiz-result-title')).toHaveText('Advanced Skills & Pre-Competitive');
  await dialog.getByRole('link', { name: 'Book This Level' }).click();
  await expect(page).toHaveURL(/\/booking\?level=barracuda$/);
});

test('Escape closes the quiz, focus returns to the opener, and reopening starts over', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Find Your Level' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Find Your Swim Level' });
  await answer(page, ['Nervous or has never been in a pool', 'Not yet']);
  await expect(dialog.getByText('Question 3 of 4')).toBeVisible();

  // Focus stays inside while tabbing.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByText('Question 1 of 4')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
});

test('clicking the backdrop closes the quiz', async ({ page }) => {
  await page.getByRole('button', { name: 'Find Your Level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find Your Swim Level' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('the quiz card in the level grid opens the same quiz, and all-beginner answers recommend turtle', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Take the Level Quiz' }).click();
  await answer(page, ['Nervous or has never been in a pool', 'Not yet', 'Not at all yet', 'None yet']);
  const dialog = page.getByRole('dialog', { name: 'Find Your Swim Level' });
  await expect(dialog.getByTestId('quiz-result-title')).toHaveText('Water Comfort & Basics');
  await expect(dialog.getByRole('link', { name: 'Book This Level' })).toHaveAttribute(
    'href',
    '/booking?level=turtle',
  );
});

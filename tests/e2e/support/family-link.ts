import { expect, type Page } from './test';

/**
 * Follows an emailed My Lessons link as a family does: the page names the email the link signs in as and signs in
 * only on the click; then My Lessons opens. `check` runs on the confirmation screen before the click (a 390 px check).
 */
export async function signInByLink(
  page: Page,
  link: string,
  email: string,
  check?: (page: Page) => Promise<void>,
) {
  await page.goto(link);
  const button = page.getByRole('button', { name: `Sign in as ${email}` });
  await expect(button).toBeVisible();
  expect(page.url()).not.toContain('token=');
  if (check) await check(page);
  await button.click();
  await expect(page).toHaveURL(/\/my-lessons$/);
}

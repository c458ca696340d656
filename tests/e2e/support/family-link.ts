import { bookThroughApi } from './api-booking';
import { waitForMail } from './mail';
import { dayNextMonth, publishPrivateTimes } from './owner-times';
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

/**
 * A family with one lesson booked (so a sign-in link is sent to it), signed in to My Lessons by the link it asked
 * for, as a person would: `day` of next month at `time` New York, a private time published for it.
 */
export async function signInFamilyWithALesson(
  page: Page,
  baseURL: string,
  email: string,
  day: number,
  time: string,
) {
  const [lesson] = await publishPrivateTimes(page.request, baseURL, dayNextMonth(day), time);
  await bookThroughApi(page.request, [lesson!.id], email, { baseURL }); // published above
  const asked = await page.request.post(`${baseURL}/api/family/sign-in-link`, {
    data: { email },
    headers: { origin: baseURL },
  });
  expect(asked.status()).toBe(202);
  const mail = await waitForMail(email, (m) => /my-lessons\/sign-in#token=/.test(m.parsed.text ?? ''));
  const link = /(https?:\/\/\S+\/my-lessons\/sign-in#token=[A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];
  expect(link, 'a sign-in link in the email').toBeDefined();
  await signInByLink(page, link!, email);
}

/**
 * Moving time instead of waiting for it: the server's clock (its database's now(), movable when it runs with
 * TEST_CLOCK=true) and the page's (Playwright's page.clock, installed before the page loads) move forward together,
 * so a 15-minute hold ends in a moment for both the countdown and the rules behind it.
 */
import type { APIResponse } from '@playwright/test';
import type { TestClockReading } from '../../../src/core/api/system';
import { expect, type Page } from './test';

export const MINUTE = 60_000;

const NOT_MOVABLE =
  "The server's clock cannot be moved: this test needs a server started with TEST_CLOCK=true " +
  '(allowed with the test payment gateway only) instead of waiting out the real time.';

async function serverClock(page: Page, response: Promise<APIResponse>) {
  const answer = await response;
  if (answer.status() === 404) throw new Error(NOT_MOVABLE);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as TestClockReading;
}

/**
 * Call before the first goto: the page's Date and timers then follow page.clock, starting at the server's time
 * (which an earlier test may have moved ahead of the real one).
 */
export async function installPageClock(page: Page) {
  const { now } = await serverClock(page, page.request.get('/api/test/clock', { failOnStatusCode: false }));
  await page.clock.install({ time: new Date(now) });
}

/** Moves the server's clock and the page's forward by `ms`; fails at once, saying why, where the server's cannot move. */
export async function moveClocks(page: Page, ms: number) {
  await serverClock(
    page,
    page.request.post('/api/test/clock/advance', { data: { ms }, failOnStatusCode: false }),
  );
  await page.clock.fastForward(ms);
}

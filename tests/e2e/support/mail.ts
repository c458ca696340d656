/**
 * Mail the shared server delivered, read from the run's mail catcher (support/mail-catcher.ts) and parsed the way a
 * mail client would; and the owner signed in through the API.
 */
import { request as apiRequest } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { DeliveredMail } from '../../../src/server/modules/email/test-support/smtp-capture';
import { expect } from './test';

export type { DeliveredMail };
export const OWNER = { username: 'owner', password: 'correct horse battery staple' };

const catcher = () => `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** Every message delivered to `email` so far, oldest first. */
export async function mailTo(email: string): Promise<DeliveredMail[]> {
  const answer = await fetch(`${catcher()}/messages?to=${encodeURIComponent(email)}`);
  expect(answer.status, 'the mail catcher answers').toBe(200);
  const found = (await answer.json()) as Omit<DeliveredMail, 'parsed'>[];
  return Promise.all(found.map(async (m) => ({ ...m, parsed: await simpleParser(m.raw) })));
}

/** Waits for a message to `email` that `match` accepts, and returns it. */
export async function waitForMail(
  email: string,
  match: (mail: DeliveredMail) => boolean,
  timeout = 30_000,
): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(async () => (found = (await mailTo(email)).find(match)) !== undefined, {
      timeout,
      message: `mail to ${email}`,
    })
    .toBe(true);
  return found!; // polled above
}

/** The owner signed in through the API, with the request-forgery token every change carries. */
export async function ownerApi(baseURL: string) {
  const owner = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const { token } = await (await owner.get('/api/csrf-token')).json();
  const login = await owner.post('/api/admin/login', { data: OWNER, headers: { 'x-csrf-token': token } });
  expect(login.status(), await login.text()).toBe(200);
  const csrf = { 'x-csrf-token': ((await login.json()) as { csrfToken?: string }).csrfToken ?? token };
  return { owner, csrf };
}

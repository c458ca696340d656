/**
 * A built server of its own, on its own embedded database and demo schedule, delivering mail to a real SMTP server on
 * this machine, and the helpers to read what arrived. Only for a spec whose subject is the demo seed's own day (the
 * instructor's morning, which a run at each width changes); every other spec shares the run's server and reads its
 * mail through support/mail.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  startSmtpCapture,
  type DeliveredMail,
  type SmtpCapture,
} from '../../../src/server/modules/email/test-support/smtp-capture';
import { OWNER } from './mail';
import { expect, test as base } from './test';

export type { DeliveredMail, SmtpCapture };
export { OWNER, ownerApi } from './mail';

const dist = process.env.DIST_DIR ?? 'dist';

export interface MailServer {
  url: string;
  smtp: SmtpCapture;
}

async function startServerWithMail(): Promise<MailServer & { stop(): Promise<void> }> {
  const smtp = await startSmtpCapture();
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
      DATA_DIR: mkdtempSync(join(tmpdir(), 'swim-mail-server-')),
      WEB_DIST_DIR: join(dist, 'web'),
      SEED_DEMO: 'true',
      PAYMENT_GATEWAY: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@example.com',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      // Every browser of the run shares 127.0.0.1; the per-address limits have their own tests.
      HOLD_TIMES_PER_ADDRESS: '100000',
      FORM_POSTS_PER_ADDRESS: '100000',
      ROUTE_CALLS_PER_ADDRESS: '100000',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, { timeout: 170_000 })
    .toBe(200);
  return {
    url,
    smtp,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await smtp.close();
    },
  };
}

/** One server and mail catcher per worker (so per viewport): the two runs never compete for a seat. */
export const test = base.extend<object, { mailServer: MailServer }>({
  mailServer: [
    // Playwright reads a fixture's dependencies from this pattern; the server depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startServerWithMail();
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ mailServer }, provide) => provide(mailServer.url),
});

export const mailTo = (smtp: SmtpCapture, email: string) =>
  smtp.messages.filter((m) => m.envelopeTo.includes(email));

/** Waits for a message to `email` that `match` accepts, and returns it. */
export async function waitForMail(
  smtp: SmtpCapture,
  email: string,
  match: (mail: DeliveredMail) => boolean,
  timeout = 30_000,
) {
  await expect
    .poll(() => mailTo(smtp, email).filter(match).length, { timeout, message: `mail to ${email}` })
    .toBeGreaterThan(0);
  return mailTo(smtp, email).filter(match)[0]!; // polled above
}

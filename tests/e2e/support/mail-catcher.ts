/**
 * The browser tests' mail catcher, started once for the run beside the shared server (playwright.config.ts): a real
 * SMTP server that keeps what the site sends, and a small HTTP door through which every test worker reads it.
 *
 *   E2E_SMTP_PORT  where the site delivers mail
 *   E2E_MAIL_PORT  GET /messages?to=EMAIL  the raw messages to EMAIL, oldest first; GET /healthz
 */
import { createServer } from 'node:http';
import { startSmtpCapture } from '../../../src/server/modules/email/test-support/smtp-capture';

const smtp = await startSmtpCapture({ port: Number(process.env.E2E_SMTP_PORT) });
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  if (url.pathname === '/healthz') return void res.end('ok');
  if (url.pathname !== '/messages') return void res.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = smtp.messages
    .filter((m) => !to || m.envelopeTo.some((address) => address.toLowerCase() === to))
    .map(({ envelopeTo, raw, acceptedAt }) => ({ envelopeTo, raw, acceptedAt }));
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
});
http.listen(Number(process.env.E2E_MAIL_PORT), '127.0.0.1');

const stop = () => http.close(() => void smtp.close().then(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

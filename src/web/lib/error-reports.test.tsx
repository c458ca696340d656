import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { CrashBoundary } from '@web/app/crash-screen';
import { startErrorReports } from './error-reports';

// The error-reporting service at the network edge: a local HTTP server that keeps what the page sends it.
const envelopes: string[] = [];
let server: Server;
let dsn: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      envelopes.push(body);
      res.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/7`;
  const block = document.createElement('script');
  block.id = 'site-config';
  block.type = 'application/json';
  block.textContent = JSON.stringify({
    phone: '(202) 555-0100',
    email: 'hello@example.com',
    publicUrl: 'https://swim.example.com',
    paymentGateway: 'test',
    errorReportsDsn: dsn,
  });
  document.head.append(block);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function PageThatFails(): never {
  throw new Error('could not show the booking of parent.name@example.com');
}

test('a crash is shown on the crash screen and reported, with no email address in the report', async () => {
  // The crash is written to the console, as before; the test expects it.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  startErrorReports();
  render(
    <CrashBoundary>
      <PageThatFails />
    </CrashBoundary>,
  );
  expect(await screen.findByText('Something went wrong...')).toBeTruthy();
  expect(consoleError).toHaveBeenCalledWith(
    'Unhandled error in the app',
    expect.any(Error),
    expect.anything(),
  );
  await vi.waitFor(() => expect(envelopes.some((e) => e.includes('"type":"event"'))).toBe(true), {
    timeout: 5000,
  });
  const report = envelopes.find((e) => e.includes('"type":"event"')) ?? '';
  expect(report).toContain('could not show the booking of [email]');
  expect(report).toContain('"context":"Unhandled error in the app"');
  expect(report).not.toContain('parent.name');
});

/**
 * A real SMTP server on 127.0.0.1 that keeps what it is sent, parsed with mailparser, so tests read delivered
 * mail the way a mail client would.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// Browser tests take the free port from here, beside the SMTP server they point at it.
export { freePort } from '../../../test/free-port';

export interface DeliveredMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
  acceptedAt: number;
}

export interface SmtpCapture {
  port: number;
  url: string;
  messages: DeliveredMail[];
  /** Waits until at least `count` messages arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  port?: number;
  /** Refused for good at RCPT TO: 550 mailbox unavailable. */
  rejectRecipients?: RegExp;
  /** Refused for now at RCPT TO: 451, try again later. */
  deferRecipients?: RegExp;
  /**
   * Require a login with these credentials; any other login gets 535 (as after the password was rotated). Read at
   * every login, so a test can change them while the server runs.
   */
  credentials?: { user: string; pass: string };
  /** Awaited after a message's data arrived and before the server answers it: a slow server, stalled at will. */
  beforeAnswering?: () => Promise<void>;
}

/** Starts the server. `options` is read at every command, so a test can change how it answers as it runs. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: DeliveredMail[] = [];
  const needsLogin = options.credentials !== undefined;
  const server = new SMTPServer({
    authOptional: !needsLogin,
    disabledCommands: needsLogin ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const expected = options.credentials;
      if (expected && auth.username === expected.user && auth.password === expected.pass)
        return callback(null, { user: auth.username });
      const err = Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 });
      callback(err);
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.test(address.address)) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      if (options.deferRecipients?.test(address.address)) {
        const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        Promise.resolve(options.beforeAnswering?.())
          .then(() => simpleParser(raw))
          .then(
            (parsed) => {
              messages.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw,
                acceptedAt: Date.now(),
              });
              callback();
            },
            (err: Error) => callback(err),
          );
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} messages, ${messages.length} arrived in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Delivers queued messages. Each message is claimed on its own (SKIP LOCKED, so several servers share the queue
 * without sending a message twice) with a lease, and the claim commits before the message is sent: no transaction
 * stays open while an SMTP server answers, however slowly. A server that dies mid-send leaves the lease to run out,
 * and the message is claimed again then. The outcome is recorded after the send: sent, a retry later with exponential
 * backoff and jitter, or parked once tries have failed for 48 hours. Only a mail server refusing that recipient
 * for good (a 5xx answer to RCPT TO, such as 550 "no such mailbox") parks at once: a rotated password (535), a
 * server that is down or slow, or any 4xx is the business's problem to fix, and the message waits for the fix.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  claimDueMessages,
  extendClaim,
  markDueUndelivered,
  recordAttempt,
  type OutboxRow,
} from './repository';
import type { EmailAttachment } from './templates/render';

export interface RetryPolicy {
  /** Delay before the second try; each later try waits twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a message keeps being tried after its first failure; the first failure at or past it parks the
   * message for the owner to look at.
   */
  giveUpAfterMs: number;
}

// 5 s, 10 s, 20 s ... capped at an hour: a short blip costs seconds, and an outage over a weekend (a password
// rotated on Friday night) is still delivered when it is fixed, within the hour, for two days.
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 48 * 3_600_000,
};

/**
 * How long a claim keeps a message this process's without being renewed. The sender renews it every
 * `CLAIM_RENEW_MS` while the SMTP server is still answering, so a slow send keeps its message, while one from a
 * server that died mid-send is free to be claimed again within this long.
 */
export const CLAIM_LEASE_MS = 5_000;
export const CLAIM_RENEW_MS = 1_000;
export const BATCH_SIZE = 20;
export const NO_SMTP_REASON = 'not delivered: no SMTP configured';

/** The wait after failed try number `attempt` (1-based): exponential, with "equal jitter" so retries spread out. */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export interface SendOptions {
  now?: Date;
  policy?: RetryPolicy;
  random?: () => number;
}

export interface SendReport {
  sent: number;
  retried: number;
  parked: number;
  undelivered: number;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;
type Outcome = {
  status: 'pending' | 'sent' | 'parked';
  lastError: string | null;
  nextAttemptAt?: Date;
  sentAt?: Date;
  failingSince?: Date | null;
};

function messageIdFor(row: OutboxRow, config: Config): string {
  // The same id on every try: a receiver that got a message twice after a crash can tell it is one message.
  return `<${row.id}@${new URL(config.publicUrl).hostname}>`;
}

// Answers to RCPT TO that are about the sender's account, not the recipient: retried, not parked.
const ACCOUNT_PROBLEM = /\b(relay|relaying|authenticat|auth required|credentials)/i;

/**
 * A mail server refusing this recipient for good: a 5xx answer to RCPT TO (550 mailbox unavailable, 551 user not
 * local, 553 mailbox name not allowed). Everything else is temporary: connection errors and timeouts, any 4xx,
 * authentication failures (535, or a 530/550 "relaying denied" when the login is missing), and 5xx answers to
 * other commands, which are about this server's account or connection and are fixed once for every message.
 */
export function isRecipientRefusedForGood(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; command?: unknown; response?: unknown };
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
  if (code < 500 || code >= 600 || e.command !== 'RCPT TO') return false;
  if (code === 530 || code === 534 || code === 535 || code === 538) return false;
  return !ACCOUNT_PROBLEM.test(typeof e.response === 'string' ? e.response : '');
}

function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500);
}

/** One try of one message; `attempt` counts this try. */
async function attemptDelivery(
  transport: Transport,
  row: OutboxRow,
  attempt: number,
  config: Config,
  options: SendOptions,
  now: Date,
): Promise<Outcome> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  try {
    await transport.sendMail({
      from: config.mailFrom,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: messageIdFor(row, config),
      attachments: (row.attachments as EmailAttachment[]).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        ...(a.encoding ? { encoding: a.encoding } : {}),
      })),
    });
    return { status: 'sent', lastError: null, sentAt: new Date(), failingSince: null };
  } catch (err) {
    const error = describeError(err);
    const failingSince = row.failingSince ?? now;
    if (isRecipientRefusedForGood(err) || now.getTime() - failingSince.getTime() >= policy.giveUpAfterMs)
      return { status: 'parked', lastError: error, failingSince };
    return {
      status: 'pending',
      lastError: error,
      failingSince,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt, policy, options.random)),
    };
  }
}

function count(report: SendReport, outcome: Outcome) {
  if (outcome.status === 'sent') report.sent += 1;
  else if (outcome.status === 'parked') report.parked += 1;
  else report.retried += 1;
}

/** Sends every due message, until none are left or `maxBatches` batches ran. */
export async function sendDueEmails(
  db: Database,
  config: Config,
  options: SendOptions = {},
  maxBatches = 5,
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, parked: 0, undelivered: 0 };
  const now = options.now ?? new Date();
  if (!config.smtpUrl) {
    report.undelivered = await markDueUndelivered(db, now, NO_SMTP_REASON);
    return report;
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // A lease counts from the time of the claim, not of the run's start: a long run's last claims last as long as its
  // first. A `now` ahead of the clock (tests) moves every lease ahead as much.
  const ahead = Math.max(0, now.getTime() - Date.now());
  const leaseUntil = () => new Date(Date.now() + ahead + CLAIM_LEASE_MS);
  try {
    for (let i = 0; i < maxBatches * BATCH_SIZE; i++) {
      // One message per claim, so the lease covers one send, never a queue of slow ones.
      const [row] = await claimDueMessages(db, now, leaseUntil(), 1);
      if (!row) break;
      const renew = setInterval(() => {
        extendClaim(db, row.id, leaseUntil()).catch(() => undefined); // a missed renewal only shortens the lease
      }, CLAIM_RENEW_MS);
      const outcome = await attemptDelivery(transport, row, row.attempts + 1, config, options, now).finally(
        () => clearInterval(renew),
      );
      await recordAttempt(db, row.id, { attempts: row.attempts + 1, ...outcome });
      count(report, outcome);
    }
  } finally {
    transport.close();
  }
  return report;
}

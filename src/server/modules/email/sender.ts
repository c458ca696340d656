/**
 * Delivers queued messages. Each run claims due rows (SKIP LOCKED, so several servers share the queue without
 * sending a message twice), sends them over SMTP, and records the outcome: sent, a retry later with exponential
 * backoff and jitter, or parked after the last try. A server refusing an address for good (5xx) parks at once.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { claimDueMessages, markDueUndelivered, markParked, markRetry, markSent, type OutboxRow } from './repository';
import type { EmailAttachment } from './templates/render';

export interface RetryPolicy {
  /** Delay before the second try; each later try waits twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Tries in all; after the last failure the message is parked for the owner to look at. */
  maxAttempts: number;
}

// 5 s, 10 s, 20 s ... capped at an hour: a short blip costs seconds, and a long outage gets about 6 hours of tries.
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 5_000, maxDelayMs: 3_600_000, maxAttempts: 15 };

/** How long a claimed message stays this process's; longer than the slowest send the timeouts allow. */
export const CLAIM_LEASE_MS = 2 * 60_000;
export const BATCH_SIZE = 20;
export const NO_SMTP_REASON = 'not delivered: no SMTP configured';

/** The wait after failed try number `attempt` (1-based): exponential, with "equal jitter" so retries spread out. */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
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

function messageIdFor(row: OutboxRow, config: Config): string {
  // The same id on every try: a receiver that got a message twice after a crash can tell it is one message.
  return `<${row.id}@${new URL(config.publicUrl).hostname}>`;
}

function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500);
}

/** Sends every due message, batch after batch, until none are left or `maxBatches` ran. */
export async function sendDueEmails(db: Database, config: Config, options: SendOptions = {}, maxBatches = 5): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, parked: 0, undelivered: 0 };
  const now = options.now ?? new Date();
  if (!config.smtpUrl) {
    report.undelivered = await markDueUndelivered(db, now, NO_SMTP_REASON);
    return report;
  }
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    for (let batch = 0; batch < maxBatches; batch++) {
      const claimed = await claimDueMessages(db, now, new Date(now.getTime() + CLAIM_LEASE_MS), BATCH_SIZE);
      for (const row of claimed) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: row.toAddress,
            replyTo: row.replyTo ?? undefined,
            subject: row.subject,
            text: row.text,
            html: row.html,
            messageId: messageIdFor(row, config),
            attachments: (row.attachments as EmailAttachment[]).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
          });
          await markSent(db, row.id, new Date());
          report.sent += 1;
        } catch (err) {
          const error = describe(err);
          if (row.attempts >= policy.maxAttempts || isPermanentFailure(err)) {
            await markParked(db, row.id, error);
            report.parked += 1;
          } else {
            await markRetry(db, row.id, error, new Date(now.getTime() + retryDelayMs(row.attempts, policy, options.random)));
            report.retried += 1;
          }
        }
      }
      if (claimed.length < BATCH_SIZE) break;
    }
  } finally {
    transport.close();
  }
  return report;
}

/**
 * What the rest of the server asks of the email module: the outbox, one message, a retry, the template previews,
 * how delivery is going (the dashboard), and, at start-up, sending what was kept while no SMTP server was set.
 */
import type {
  OutboxListQuery,
  OutboxListResponse,
  OutboxMessage,
  OutboxMessageSummary,
} from '@core/api/email';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import {
  countOutboxByStatus,
  countSentSince,
  findDeliveryBacklog,
  findOutboxMessage,
  listOutbox,
  requeueMessage,
  requeueUndeliveredFor,
} from './repository';
import { redactLinkSecrets } from './link-secrets';
import { NO_SMTP_REASON } from './sender';
import type { EmailAttachment } from './templates/render';

type SummaryRow = Awaited<ReturnType<typeof listOutbox>>['items'][number];

function summary(row: SummaryRow): OutboxMessageSummary {
  return {
    id: row.id,
    kind: row.kind,
    toAddress: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOutboxMessages(
  db: Database,
  config: Config,
  query: Required<Pick<OutboxListQuery, 'page' | 'pageSize'>> & OutboxListQuery,
): Promise<OutboxListResponse> {
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const [{ items, total }, counts] = await Promise.all([
    listOutbox(db, { status: query.status, search: query.search || undefined, page, pageSize }),
    countOutboxByStatus(db),
  ]);
  return {
    items: items.map(summary),
    total,
    page,
    pageSize,
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.count)])),
    mode: config.smtpUrl ? 'smtp' : 'stored_only',
  };
}

/**
 * One message as the owner reads it. Its links never show their tokens, not even while the message waits to be sent
 * and the stored copy still holds them: reading the outbox must not let anyone sign in as a family or an instructor.
 */
export async function getOutboxMessage(db: Database, id: string): Promise<OutboxMessage> {
  const row = await findOutboxMessage(db, id);
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such message in the outbox');
  return {
    ...summary(row),
    replyTo: row.replyTo,
    html: redactLinkSecrets(row.html),
    text: redactLinkSecrets(row.text),
    attachments: (row.attachments as EmailAttachment[]).map(({ filename, contentType }) => ({
      filename,
      contentType,
    })),
  };
}

/** Gives a parked or undelivered message a fresh set of tries, starting now, and records who asked. */
export async function retryOutboxMessage(
  db: Database,
  id: string,
  actor: string,
  now = new Date(),
): Promise<OutboxMessage> {
  const requeued = await db.transaction(async (tx) => {
    const row = await requeueMessage(tx, id, now);
    if (row) await writeAudit(tx, { actor, action: 'email.retried', entityType: 'outbox', entityId: id });
    return row;
  });
  if (!requeued) {
    const row = await findOutboxMessage(db, id);
    if (!row) throw new AppError('NOT_FOUND', 404, 'No such message in the outbox');
    throw new AppError(
      'NOT_RETRYABLE',
      409,
      `Only parked or undelivered messages can be sent again; this one is ${row.status}.`,
    );
  }
  return getOutboxMessage(db, id);
}

/**
 * Run at start-up: with an SMTP server configured now, messages kept as "not delivered: no SMTP configured" go
 * back in line and are sent like any other. Returns how many.
 */
export async function resumeStoredOnlyMessages(db: Database, config: Config): Promise<number> {
  if (!config.smtpUrl) return 0;
  return requeueUndeliveredFor(db, NO_SMTP_REASON);
}

/** The owner hears about unsent email once the oldest unsent message has waited this long. */
export const UNSENT_ALERT_AFTER_MS = 15 * 60_000;

export interface EmailDeliveryStatus {
  mode: 'smtp' | 'stored_only';
  pending: number;
  undelivered: number;
  parked: number;
  sentLast24h: number;
  oldestUnsentAt: string | null;
  /** Set when the owner should act: a message was given up on, or the oldest unsent one is over 15 minutes old. */
  alert: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How email delivery is going, for the dashboard, with an alert when a message needs the owner. */
export async function emailDeliveryStatus(
  db: Database,
  config: Config,
  now = new Date(),
): Promise<EmailDeliveryStatus> {
  const [counts, backlog, sentLast24h] = await Promise.all([
    countOutboxByStatus(db),
    findDeliveryBacklog(db),
    countSentSince(db, new Date(now.getTime() - 86_400_000)),
  ]);
  const of = (status: string) => Number(counts.find((c) => c.status === status)?.count ?? 0);
  const mode = config.smtpUrl ? 'smtp' : 'stored_only';
  const waitedMs = backlog.oldestUnsentAt ? now.getTime() - backlog.oldestUnsentAt.getTime() : 0;
  const problems: string[] = [];
  if (backlog.parked > 0)
    problems.push(
      `${plural(backlog.parked, 'email could not be delivered and was', 'emails could not be delivered and were')} set aside: open Emails to read why and send again.`,
    );
  if (waitedMs >= UNSENT_ALERT_AFTER_MS)
    problems.push(
      mode === 'stored_only'
        ? `${plural(backlog.unsent, 'email is', 'emails are')} not being sent because no SMTP server is configured (SMTP_URL); the oldest has waited ${Math.floor(waitedMs / 60_000)} minutes.`
        : `${plural(backlog.unsent, 'email is', 'emails are')} waiting to be sent; the oldest has waited ${Math.floor(waitedMs / 60_000)} minutes. Open Emails to see the mail server's answer.`,
    );
  return {
    mode,
    pending: of('pending'),
    undelivered: of('undelivered'),
    parked: backlog.parked,
    sentLast24h,
    oldestUnsentAt: backlog.oldestUnsentAt?.toISOString() ?? null,
    alert: problems.length ? problems.join(' ') : null,
  };
}

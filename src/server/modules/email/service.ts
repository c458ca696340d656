/** What the admin area asks of the email module: the outbox, one message, a retry, and the template previews. */
import type {
  OutboxListQuery,
  OutboxListResponse,
  OutboxMessage,
  OutboxMessageSummary,
} from '@core/api/email';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/service';
import { countOutboxByStatus, findOutboxMessage, listOutbox, requeueMessage } from './repository';
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

export async function getOutboxMessage(db: Database, id: string): Promise<OutboxMessage> {
  const row = await findOutboxMessage(db, id);
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such message in the outbox');
  return {
    ...summary(row),
    replyTo: row.replyTo,
    html: row.html,
    text: row.text,
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

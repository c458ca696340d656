import { z } from 'zod';
import { text, uuid } from './common';

/** pending: waiting to be sent or retried; sent; undelivered: no SMTP configured; parked: gave up; cancelled: withdrawn. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'undelivered', 'parked', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxListQuerySchema = z.object({
  status: z
    .enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
    .optional(),
  search: text('Search', { max: 200 }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize may be at most 100')
    .default(20),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

export const outboxMessageSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxListResponseSchema = z.object({
  items: z.array(outboxMessageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Messages per status across the whole outbox, for the dashboard's email status. */
  counts: z.record(z.string(), z.number().int()),
  /** smtp: messages are delivered; stored_only: no SMTP_URL, so messages are kept unsent. */
  mode: z.enum(['smtp', 'stored_only']),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

const attachmentSchema = z.object({ filename: z.string(), contentType: z.string() });

export const outboxMessageSchema = outboxMessageSummarySchema.extend({
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(attachmentSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessageParamsSchema = z.object({ id: uuid });

export const emailPreviewSchema = z.object({
  kind: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(attachmentSchema),
});
export const emailPreviewListSchema = z.object({ previews: z.array(emailPreviewSchema) });
export type EmailPreviewList = z.infer<typeof emailPreviewListSchema>;

import type { FastifyInstance } from 'fastify';
import { formatInZone } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { notFound } from '../../errors';
import { type AuditEntry, writeAudit } from '../audit';
import { type CsvCell, toCsv } from '../../lib/csv';
import * as repo from './inbox.repository';
import { toPage, type ParsedListQuery } from './list';

const at = (d: Date) => d.toISOString();
const local = (d: Date) => formatInZone(d, DEFAULT_TIME_ZONE, 'yyyy-MM-dd HH:mm');

/** Every export leaves a line in the audit log saying who took how many rows out. */
async function auditedCsv(app: FastifyInstance, entry: AuditEntry, header: string[], rows: CsvCell[][]) {
  await writeAudit(app.db, entry);
  return toCsv(header, rows);
}

type LeadRow = Awaited<ReturnType<typeof repo.listLeads>>['rows'][number];
const leadView = (l: LeadRow) => ({
  id: l.id,
  name: l.name,
  email: l.email,
  resource: l.resource,
  trigger: l.trigger,
  source: l.source,
  utm: l.utm,
  createdAt: at(l.createdAt),
});

export async function listLeads(app: FastifyInstance, q: ParsedListQuery) {
  return toPage(await repo.listLeads(app.db, q), leadView, q);
}

export async function leadsCsv(app: FastifyInstance, q: ParsedListQuery, actor: string) {
  const { rows } = await repo.listLeads(app.db, q, true);
  return auditedCsv(
    app,
    { actor, action: 'leads.exported', details: { rows: rows.length, search: q.search ?? null } },
    ['Name', 'Email', 'Resource', 'Trigger', 'Source', 'UTM', 'Signed up (New York)'],
    rows.map((l) => [l.name, l.email, l.resource, l.trigger, l.source, l.utm, local(l.createdAt)]),
  );
}

type MessageRow = Awaited<ReturnType<typeof repo.listMessages>>['rows'][number];
const messageView = (m: MessageRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  channel: m.channel,
  status: m.status,
  createdAt: at(m.createdAt),
});

export async function listMessages(app: FastifyInstance, q: ParsedListQuery) {
  return toPage(await repo.listMessages(app.db, q), messageView, q);
}

export async function messagesCsv(app: FastifyInstance, q: ParsedListQuery, actor: string) {
  const { rows } = await repo.listMessages(app.db, q, true);
  return auditedCsv(
    app,
    { actor, action: 'messages.exported', details: { rows: rows.length } },
    ['Name', 'Email', 'Message', 'Status', 'Received (New York)'],
    rows.map((m) => [m.name, m.email, m.message, m.status, local(m.createdAt)]),
  );
}

export async function setMessageStatus(app: FastifyInstance, id: string, status: string, actor: string) {
  await app.db.transaction(async (tx) => {
    if (!(await repo.setMessageStatus(tx, id, status))) throw notFound('Message not found');
    await writeAudit(tx, {
      actor,
      action: 'message.status',
      entityType: 'contact_message',
      entityId: id,
      details: { status },
    });
  });
  return { success: true as const };
}

export async function listAudit(app: FastifyInstance, q: ParsedListQuery) {
  return toPage(
    await repo.listAudit(app.db, q),
    (a) => ({
      id: a.id,
      actor: a.actor,
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      details: a.details,
      createdAt: at(a.createdAt),
    }),
    q,
  );
}

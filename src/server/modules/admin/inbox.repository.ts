import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, contactMessages, leads } from '../../db/schema';
import { pageWindow, type ParsedListQuery } from './list';
import { pagedRows, searchWhere } from './list.repository';

async function page<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: SQL | PgColumn,
  tiebreak: PgColumn,
  query: ParsedListQuery,
  limitAll = false,
) {
  const { limit, offset } = pageWindow(query);
  const base = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(order, asc(tiebreak));
  const { rows, total } = await pagedRows(
    db,
    limitAll ? base.limit(10_000) : base.limit(limit).offset(offset),
    table,
    where,
  );
  return { rows: rows as T['$inferSelect'][], total };
}

export const listLeads = (db: Database, q: ParsedListQuery, all = false) =>
  page(
    db,
    leads,
    searchWhere(q, [leads.name, leads.email, leads.resource, leads.source]),
    desc(leads.createdAt),
    leads.id,
    q,
    all,
  );

export const listMessages = (db: Database, q: ParsedListQuery, all = false) =>
  page(
    db,
    contactMessages,
    searchWhere(
      q,
      [contactMessages.name, contactMessages.email, contactMessages.message],
      contactMessages.status,
    ),
    desc(contactMessages.createdAt),
    contactMessages.id,
    q,
    all,
  );

export const listAudit = (db: Database, q: ParsedListQuery) =>
  page(
    db,
    auditLog,
    searchWhere(q, [auditLog.actor, auditLog.action, auditLog.entityId]),
    desc(auditLog.createdAt),
    auditLog.id,
    q,
  );

export async function setMessageStatus(tx: Database, id: string, status: string) {
  const [row] = await tx
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row;
}

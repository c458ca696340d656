/**
 * Reading the outbox in tests, the way a mail client reads an inbox: the messages to an address, the one message of
 * a kind, the newest one, its calendar invite and links, and waiting while a server's sender gets to a message.
 * With no SMTP server configured every message is kept there, so API tests read what a family would receive.
 */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { OutboxRow } from '../repository';
import type { EmailAttachment } from '../templates/render';
import { parseIcs } from './parse-ics';

export type { OutboxRow };

/** Every message to `to`, oldest first. */
export const messagesTo = (db: Database, to: string): Promise<OutboxRow[]> =>
  db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.createdAt);

/** Every message of `kind` to `to`, oldest first. */
export const messagesOfKind = (db: Database, kind: string, to: string): Promise<OutboxRow[]> =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.toAddress, to)))
    .orderBy(outbox.createdAt);

/** The one message of `kind` to `to`: the test fails when there is none, or more than one. */
export async function onlyMessage(db: Database, kind: string, to: string): Promise<OutboxRow> {
  const rows = await messagesOfKind(db, kind, to);
  expect(rows, `${kind} to ${to}`).toHaveLength(1);
  return rows[0]!; // one, checked above
}

/**
 * The newest message of `kind` to `to` in an app's outbox, if any: the one whose link a family or an instructor
 * would follow.
 */
export async function lastEmail(
  app: { db: Database },
  to: string,
  kind: string,
): Promise<OutboxRow | undefined> {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.toAddress, to)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

/** A message by its id. */
export async function messageById(db: Database, id: string): Promise<OutboxRow> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no message ${id} in the outbox`);
  return row;
}

/** The calendar file attached to a message, parsed. */
export function inviteIn(row: { attachments: unknown }) {
  const ics = (row.attachments as EmailAttachment[]).find((a) => a.filename.endsWith('.ics'));
  if (!ics) throw new Error('no calendar file attached');
  return parseIcs(ics.content);
}

/** The "Manage your lessons" link in a message's text, if it has one. */
export const manageUrlIn = (text: string): string | undefined => /Manage your lessons: (\S+)/.exec(text)?.[1];

/** The token of the first link in a message's text that follows `before` (`/booking#offer=`, `#token=` ...). */
export function linkTokenIn(text: string, before: string): string {
  const at = text.indexOf(before);
  if (at < 0) throw new Error(`no ${before} link in:\n${text}`);
  return /^[A-Za-z0-9_-]+/.exec(text.slice(at + before.length))![0]; // a link always has a token
}

/**
 * Polls the first message to `to` until `done` says so or `timeoutMs` pass, and answers the message as last read:
 * for a server process whose sender works on its own clock. A test then asserts on what it got.
 */
export async function waitForMessage(
  db: Database,
  to: string,
  done: (row: OutboxRow) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await messagesTo(db, to);
    if (!row) throw new Error(`no message to ${to} in the outbox`);
    if (done(row) || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
}

import { and, eq, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores the message; `afterInsert` runs in the same transaction so its email exists exactly when it does. */
export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
  afterInsert: (tx: Database, messageId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    // An INSERT ... RETURNING of one row returns one row.
    const id = row!.id;
    await afterInsert(tx as unknown as Database, id);
    return id;
  });
}

export async function findContactMessageById(db: Database, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function findContactMessagesByEmail(db: Database, email: string) {
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

/** Blanks the sender's email and network address of messages stored more than `days` days ago. */
export async function eraseContactAddressesOlderThan(db: Database, days: number): Promise<number> {
  const rows = await db
    .update(contactMessages)
    .set({ email: '', ip: null })
    .where(
      and(
        lt(contactMessages.createdAt, sql`now() - make_interval(days => ${days})`),
        or(ne(contactMessages.email, ''), isNotNull(contactMessages.ip)),
      ),
    )
    .returning({ id: contactMessages.id });
  return rows.length;
}

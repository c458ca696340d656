import { eq } from 'drizzle-orm';
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

export async function findContactMessagesByEmail(db: Database, email: string) {
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

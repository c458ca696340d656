/** A contact message as its emails show it (contracts/email-views.ts), read inside the producer's transaction. */
import type { ContactMessageView } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import { findContactMessageById } from './repository';

export async function contactMessageEmailView(
  tx: Database,
  messageId: string,
): Promise<ContactMessageView | undefined> {
  const row = await findContactMessageById(tx, messageId);
  return row && { name: row.name, email: row.email, message: row.message, receivedAt: row.createdAt };
}

/**
 * The owner's list of documents still to sign: every booking with a lesson in the next days whose swimmers miss a
 * required document, or signed one the owner has since replaced, soonest lesson first.
 */
import type { FastifyInstance } from 'fastify';
import type { MissingDocuments } from '@core/api/documents';
import { requiredDocumentsOf } from '../documents';
import { bookingsWithLessonsBetween } from '../ledger';

const DAY_MS = 86_400_000;
/** A busy fortnight holds a few hundred bookings; the page lists the soonest this many. */
const MOST_BOOKINGS = 500;

export async function missingDocuments(app: FastifyInstance, days: number): Promise<MissingDocuments> {
  const now = new Date();
  const ahead = await bookingsWithLessonsBetween(
    app.db,
    now,
    new Date(now.getTime() + days * DAY_MS),
    MOST_BOOKINGS,
  );
  const statusOf = await requiredDocumentsOf(
    app.db,
    ahead.map((b) => b.customerEmail),
  );
  const lessons = ahead.flatMap((b) => {
    const swimmers = b.swimmers
      .map((s) => ({ name: s.name, documents: statusOf(b.customerEmail, s, b.bookingId) }))
      .filter((s) => s.documents.some((d) => d.state !== 'signed'));
    if (!swimmers.length) return [];
    return [
      {
        bookingId: b.bookingId,
        reference: b.reference,
        customerName: b.customerName,
        customerEmail: b.customerEmail,
        startTime: b.startTime.toISOString(),
        swimmers,
      },
    ];
  });
  return { days, lessons };
}

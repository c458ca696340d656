/**
 * The documents a booking needs signed (the documents module's rule): a "required to book" document unsigned refuses
 * the checkout before anything is written; what the review step signed is stored once the checkout's transaction has
 * proven the hold (the returned function), so a request without a live hold of its own stores and sends nothing. A
 * signature outlives a checkout that fails later (a declined card). Signed by a visitor not signed in as the
 * booking's email, it counts for that booking only (documents module, `signedInAsFamily`).
 */
import type { z } from 'zod';
import type { bookingDraftSchema } from '@core/api/bookings';
import { checkBookingSignatures, type StoreBookingSignatures } from '../../documents';
import type { LedgerApp } from '../seats/seat-transaction';

export async function signBookingDocuments(
  app: LedgerApp,
  draft: z.output<typeof bookingDraftSchema>,
  networkAddress: string | null | undefined,
  familyEmail: string | null | undefined,
): Promise<StoreBookingSignatures> {
  const email = draft.swimmers[0]!.email.trim().toLowerCase(); // the schema requires a swimmer; the booking's email
  return checkBookingSignatures(app, {
    email,
    signedInAsFamily: !!familyEmail && familyEmail.trim().toLowerCase() === email,
    swimmers: draft.swimmers.map((s) => ({
      name: s.name,
      minor: s.ageGroup !== 'adult',
      savedSwimmerId: s.savedSwimmerId,
    })),
    signatures: draft.signatures,
    networkAddress: networkAddress ?? null,
  });
}

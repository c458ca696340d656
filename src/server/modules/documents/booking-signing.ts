/**
 * Documents signed while booking: what the review step asks to sign, and the rule a checkout applies before it
 * starts (the ledger calls it through the door).
 */
import type { z } from 'zod';
import { DOCUMENT_MESSAGES, type bookingSignatureSchema, type DocumentsToSign } from '@core/api/documents';
import { swimmerKey } from '@core/rules/swimmers';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { currentDocuments, findDocument, signaturesOf } from './repository';
import { documentView, store, type DocumentsApp } from './service';

/** What a booking asks to sign: the current documents required to book or before the first lesson. */
export async function documentsToSign(db: Database): Promise<DocumentsToSign> {
  const current = await currentDocuments(db);
  return { documents: current.filter((d) => d.requiredWhen !== 'optional').map(documentView) };
}

/** A booking's signer: the booking's email, its swimmers, and what was signed in the review step. */
export interface BookingSigning {
  email: string;
  /** `savedSwimmerId`: the saved swimmer it was booked as, whose signatures count whatever its name now. */
  swimmers: readonly { name: string; minor: boolean; savedSwimmerId?: string | null }[];
  signatures: readonly z.output<typeof bookingSignatureSchema>[];
  networkAddress: string | null;
  /**
   * Whether the visitor is signed in as the booking's email. Only then do the family's earlier signatures count, and
   * only then does what is signed now count beyond this booking: anyone may type an email into a checkout.
   */
  signedInAsFamily: boolean;
}

/** Stores what the review step signed, once the checkout has its booking. */
export type StoreBookingSignatures = (bookingId: string) => Promise<void>;

/**
 * Before a checkout, without writing: every "required to book" document must be signed for every swimmer, now or
 * (signed in as the family) before, by the booking's email and the saved swimmer or the swimmer's name. Refused: a document that is not
 * current (409), "self" for anyone but one adult swimmer (400), and a required document left unsigned (409
 * DOCUMENTS_REQUIRED). Answers the function that stores what the review step signed, for every swimmer: the
 * checkout calls it only once the visitor has proven the hold, so a request without one stores and sends nothing.
 */
export async function checkBookingSignatures(
  app: DocumentsApp,
  booking: BookingSigning,
): Promise<StoreBookingSignatures> {
  const current = await currentDocuments(app.db);
  const byId = new Map(current.map((d) => [d.id, d]));
  for (const s of booking.signatures) {
    if (!byId.has(s.documentId)) {
      if (await findDocument(app.db, s.documentId))
        throw new AppError('DOCUMENT_VERSION_OUTDATED', 409, DOCUMENT_MESSAGES.outdated);
      throw new AppError('NOT_FOUND', 404, 'Document not found');
    }
    const oneAdult = booking.swimmers.length === 1 && !booking.swimmers[0]!.minor;
    if (s.signerRole === 'self' && !oneAdult) {
      const message = booking.swimmers.some((sw) => sw.minor)
        ? DOCUMENT_MESSAGES.minorNeedsGuardian
        : DOCUMENT_MESSAGES.selfOnlyForOneAdult;
      throw new AppError('GUARDIAN_REQUIRED', 400, message, { signatures: message });
    }
  }
  const signedNow = new Set(booking.signatures.map((s) => s.documentId));
  const toSign = current.filter((d) => d.requiredWhen === 'to_book' && !signedNow.has(d.id));
  if (toSign.length) {
    const before = booking.signedInAsFamily
      ? (await signaturesOf(app.db, booking.email)).filter((s) => !s.signature.bookingId)
      : [];
    const unsigned = toSign.filter((doc) =>
      booking.swimmers.some(
        (swimmer) =>
          !before.some(
            (s) =>
              s.signature.documentId === doc.id &&
              ((!!s.signature.swimmerId && s.signature.swimmerId === swimmer.savedSwimmerId) ||
                swimmerKey(s.signature.swimmerName) === swimmerKey(swimmer.name)),
          ),
      ),
    );
    if (unsigned.length) {
      const message = DOCUMENT_MESSAGES.requiredToBook(unsigned.map((d) => d.title));
      throw new AppError('DOCUMENTS_REQUIRED', 409, message, { signatures: message });
    }
  }
  if (!booking.signatures.length) return async () => undefined;
  return (bookingId) =>
    store(
      app,
      booking.signatures.flatMap((s) => {
        const doc = byId.get(s.documentId)!; // checked above
        return booking.swimmers.map((swimmer) => ({
          kind: doc.kind,
          values: {
            documentId: doc.id,
            email: booking.email,
            swimmerId: null,
            swimmerName: swimmer.name.trim(),
            signerName: s.signerName.trim(),
            signerRole: s.signerRole,
            textSha256: doc.textSha256,
            networkAddress: booking.networkAddress,
            bookingId: booking.signedInAsFamily ? null : bookingId,
          },
        }));
      }),
    ).then(() => undefined);
}

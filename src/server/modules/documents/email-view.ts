/** The documents' part of the family's email: its signed copies as PDFs, and what a lesson ahead still needs signed. */
import { BUSINESS } from '@core/catalog/business';
import type { DocumentsMissingFacts, SignedDocumentsView } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import { signaturesWithDocuments } from './repository';
import { copyOf, requiredDocumentsOf, type BookedSwimmer } from './service';

/** The signatures named, each with its copy as a PDF attachment; undefined when none exists. */
export async function signedDocumentsEmailView(
  tx: Database,
  signatureIds: readonly string[],
): Promise<SignedDocumentsView | undefined> {
  const rows = await signaturesWithDocuments(tx, signatureIds);
  if (!rows.length) return undefined;
  const copies = await Promise.all(
    rows.map(async (row) => {
      const { pdf, fileName } = await copyOf(BUSINESS.name, row);
      return {
        title: row.document.title,
        version: row.document.version,
        swimmerName: row.signature.swimmerName,
        signerName: row.signature.signerName,
        signedAt: row.signature.signedAt,
        attachment: {
          filename: fileName,
          contentType: 'application/pdf',
          encoding: 'base64' as const,
          content: Buffer.from(pdf).toString('base64'),
        },
      };
    }),
  );
  return { email: rows[0]!.signature.email, copies }; // one family's signatures, at least one
}

/** For each swimmer of a booking, the required documents missing or signed on an old version (none: empty). */
export async function documentsMissingFor(
  db: Database,
  email: string,
  swimmers: readonly BookedSwimmer[],
  bookingId: string,
): Promise<DocumentsMissingFacts> {
  const statusOf = await requiredDocumentsOf(db, [email]);
  return swimmers
    .map((swimmer) => ({
      swimmerName: swimmer.name,
      documents: statusOf(email, swimmer, bookingId)
        .filter((d) => d.state !== 'signed')
        .map((d) => ({ title: d.title, outdated: d.state === 'outdated' })),
    }))
    .filter((s) => s.documents.length > 0);
}

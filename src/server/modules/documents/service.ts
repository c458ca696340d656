/**
 * The owner's documents and the families' signatures. A version is published once and never changed; a signature
 * names the version, the fingerprint of its text, the signer, the swimmer, the time and the network address. Signing
 * a version that is no longer current is refused (409), so nobody signs a text the owner has replaced.
 */
import { createHash } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  publishDocumentRequestSchema,
  type AdminDocuments,
  type ConsentDocument,
  type DocumentSignature,
  type DocumentStatusLine,
  type FamilyDocuments,
  type PublishDocumentRequest,
  type SignDocumentRequest,
} from '@core/api/documents';
import { swimmerKey } from '@core/rules/swimmers';
import type { EmailEvents } from '../../contracts/email';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { signedCopyFileName, signedCopyPdf } from './pdf';
import {
  currentDocuments,
  findDocument,
  insertNextVersion,
  insertSignaturesIfCurrent,
  signatureCounts,
  signaturesOf,
  signaturesOfEmails,
  signatureWithDocument,
  type DocumentRow,
  type SignatureRow,
} from './repository';

/** What signing needs of the app: its database, and the email queue the signed copies go out through. */
export interface DocumentsApp {
  db: Database;
  emails: EmailEvents;
}

/**
 * The swimmer a family signs for: a saved one (`saved`, its id), or one known only by name from its bookings, under
 * an id made from the family and the name (stored without an id, and matched by the name).
 */
export interface SigningSwimmer {
  id: string;
  saved: boolean;
  name: string;
  /** Under 18 by age group: a parent or guardian must sign. */
  minor: boolean;
}

const fingerprint = (title: string, body: string) =>
  createHash('sha256').update(`${title}\n\n${body}`, 'utf8').digest('hex');

export const documentView = (row: DocumentRow): ConsentDocument => ({
  id: row.id,
  kind: row.kind as ConsentDocument['kind'], // written from the contract's list only
  version: row.version,
  title: row.title,
  body: row.body,
  requiredWhen: row.requiredWhen as ConsentDocument['requiredWhen'],
  textSha256: row.textSha256,
  publishedAt: row.publishedAt.toISOString(),
});

const signatureView = (row: SignatureRow, kind: string, version: number): DocumentSignature => ({
  id: row.id,
  documentId: row.documentId,
  kind: kind as DocumentSignature['kind'],
  version,
  swimmerId: row.swimmerId,
  swimmerName: row.swimmerName,
  signerName: row.signerName,
  signerRole: row.signerRole as DocumentSignature['signerRole'],
  signedAt: row.signedAt.toISOString(),
});

/** A signature is a swimmer's by the saved swimmer's id, or, signed while booking (no id), by the name. */
const sameSwimmer = (s: SignatureRow, swimmer: { id: string; name: string }) =>
  s.swimmerId ? s.swimmerId === swimmer.id : swimmerKey(s.swimmerName) === swimmerKey(swimmer.name);

/** Stores the signatures and queues the email of the new ones' copies, in one transaction; 409 when outdated. */
export async function store(
  app: DocumentsApp,
  signatures: { kind: string; values: Parameters<typeof insertSignaturesIfCurrent>[1][number]['values'] }[],
) {
  const stored = await insertSignaturesIfCurrent(app.db, signatures, (tx, inserted) =>
    app.emails.queue(tx, { kind: 'documents_signed', signatureIds: inserted.map((r) => r.id) }),
  );
  if (stored === 'outdated') throw new AppError('DOCUMENT_VERSION_OUTDATED', 409, DOCUMENT_MESSAGES.outdated);
  return stored.rows;
}

export async function publishDocument(
  db: Database,
  input: PublishDocumentRequest,
  admin: string,
): Promise<ConsentDocument> {
  const doc = publishDocumentRequestSchema.parse(input);
  const row = await insertNextVersion(db, {
    ...doc,
    textSha256: fingerprint(doc.title, doc.body),
    publishedBy: admin,
  });
  return documentView(row);
}

export async function adminDocuments(db: Database): Promise<AdminDocuments> {
  const current = await currentDocuments(db);
  const counts = await signatureCounts(
    db,
    current.map((d) => d.id),
  );
  return { current: current.map((d) => ({ ...documentView(d), signatures: counts.get(d.id) ?? 0 })) };
}

/** The current documents, and for each swimmer (saved, or booked) whether (and on which version) each is signed. */
export async function familyDocuments(
  db: Database,
  email: string,
  swimmers: readonly SigningSwimmer[],
): Promise<FamilyDocuments> {
  const documents = await currentDocuments(db);
  // Only what counts for the family everywhere: not what a visitor signed for one booking under its email.
  const signed = (await signaturesOf(db, email)).filter((s) => !s.signature.bookingId);
  const status = documents.flatMap((doc) =>
    swimmers.map((swimmer) => {
      // Newest first: the first of this kind for this swimmer is the latest signature.
      const latest = signed.find((s) => s.kind === doc.kind && sameSwimmer(s.signature, swimmer));
      return {
        documentId: doc.id,
        swimmerId: swimmer.id,
        swimmerName: swimmer.name,
        signature: latest ? signatureView(latest.signature, latest.kind, latest.version) : null,
        current: latest?.signature.documentId === doc.id,
      };
    }),
  );
  return {
    documents: documents.map(documentView),
    swimmers: swimmers.map(({ id, name, minor, saved }) => ({ id, name, minor, saved })),
    status,
  };
}

export async function signDocument(
  app: DocumentsApp,
  email: string,
  documentId: string,
  swimmer: SigningSwimmer,
  request: Omit<SignDocumentRequest, 'swimmerId'>,
  networkAddress: string | null,
): Promise<DocumentSignature> {
  const doc = await findDocument(app.db, documentId);
  if (!doc) throw new AppError('NOT_FOUND', 404, 'Document not found');
  const current = (await currentDocuments(app.db)).find((d) => d.kind === doc.kind);
  if (current?.id !== doc.id)
    throw new AppError('DOCUMENT_VERSION_OUTDATED', 409, DOCUMENT_MESSAGES.outdated);
  if (swimmer.minor && request.signerRole === 'self')
    throw new AppError('GUARDIAN_REQUIRED', 400, DOCUMENT_MESSAGES.minorNeedsGuardian, {
      signerRole: DOCUMENT_MESSAGES.minorNeedsGuardian,
    });
  // Checked again under the kind's lock as it is stored: a version published meanwhile refuses it too.
  const [row] = await store(app, [
    {
      kind: doc.kind,
      values: {
        documentId: doc.id,
        email,
        swimmerId: swimmer.saved ? swimmer.id : null,
        swimmerName: swimmer.name,
        signerName: request.signerName.trim(),
        signerRole: request.signerRole,
        textSha256: doc.textSha256,
        networkAddress,
      },
    },
  ]);
  return signatureView(row!, doc.kind, doc.version); // one signature in, one row out
}

/** Every signature the family has made, newest first (its data export). */
export async function familySignatures(db: Database, email: string): Promise<DocumentSignature[]> {
  return (await signaturesOf(db, email)).map((s) => signatureView(s.signature, s.kind, s.version));
}

/** A signature's copy as a PDF, with the file name it is downloaded or attached under. */
export async function copyOf(
  businessName: string,
  { signature, document }: { signature: SignatureRow; document: DocumentRow },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const pdf = await signedCopyPdf({
    businessName,
    title: document.title,
    body: document.body,
    version: document.version,
    textSha256: signature.textSha256,
    signerName: signature.signerName,
    signerRole: signature.signerRole as 'guardian' | 'self', // written from the contract's two roles only
    swimmerName: signature.swimmerName,
    signedAt: signature.signedAt,
    networkAddress: signature.networkAddress,
  });
  return { pdf, fileName: signedCopyFileName(document.kind, document.version, signature.swimmerName) };
}

/** The family's own signed copy as a PDF; another family's signature is a 404 like one that does not exist. */
export async function signedCopy(db: Database, email: string, signatureId: string, businessName: string) {
  const found = await signatureWithDocument(db, email, signatureId);
  if (!found) throw new AppError('NOT_FOUND', 404, 'Signature not found');
  return copyOf(businessName, found);
}

/** A booked swimmer as documents are matched to it: by its saved swimmer when it has one, else by its name. */
export interface BookedSwimmer {
  name: string;
  savedSwimmerId?: string | null;
}

/**
 * For the people who teach: each required document's state for a swimmer of a booking, matched by the booking's email
 * and the saved swimmer (a signature made for it on My Lessons) or the swimmer's name. Optional documents (photo
 * consent) are not "missing".
 */
export async function requiredDocumentsOf(
  db: Database,
  emails: readonly string[],
): Promise<(email: string, swimmer: BookedSwimmer, bookingId?: string) => DocumentStatusLine[]> {
  const required = (await currentDocuments(db)).filter((d) => d.requiredWhen !== 'optional');
  const signed = required.length ? await signaturesOfEmails(db, [...new Set(emails)]) : [];
  return (email, swimmer, bookingId) =>
    required.map((doc) => {
      // Newest first: the first of this kind for this swimmer is the latest signature. One made in a checkout by a
      // visitor not signed in as the family counts for that booking alone.
      const latest = signed.find(
        (s) =>
          s.email === email &&
          (!s.bookingId || s.bookingId === bookingId) &&
          s.kind === doc.kind &&
          ((!!s.swimmerId && s.swimmerId === swimmer.savedSwimmerId) ||
            swimmerKey(s.swimmerName) === swimmerKey(swimmer.name)),
      );
      return {
        kind: doc.kind as DocumentStatusLine['kind'],
        title: doc.title,
        state: !latest ? 'missing' : latest.documentId === doc.id ? 'signed' : 'outdated',
        version: latest?.version ?? null,
        signedAt: latest?.signedAt.toISOString() ?? null,
      };
    });
}

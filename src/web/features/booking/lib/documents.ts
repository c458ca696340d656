/**
 * The documents the review step asks to sign: which are signed already (a signed-in family's, for every swimmer of
 * the booking, on the current version), whether each one is signed now, and what goes to the server. The server
 * decides the same again (a "required to book" document unsigned refuses the checkout); this keeps the family from
 * a refusal it can see coming.
 */
import type {
  BookingSignature,
  ConsentDocument,
  DocumentSignature,
  FamilyDocuments,
} from '@core/api/documents';
import { swimmerKey } from '@core/rules/swimmers';
import type { BookingDraftState } from './draft';

export interface SignatureDraft {
  signerName: string;
  signerRole: 'guardian' | 'self';
  agreed: boolean;
  /** Who the box was ticked for (signedFor): a tick counts only while the booking's swimmers are still those. */
  agreedFor?: string;
}

/** The swimmers a signature covers, and whether one may sign as the swimmer: what the ticked sentence said. */
export const signedFor = (draft: BookingDraftState) =>
  `${mayStopSigningAsGuardian(draft)}|${draft.swimmers.map((s) => swimmerKey(s.name)).join('|')}`;

/** The box is ticked for the swimmers the booking has now (going back and changing them asks again). */
export const agreedNow = (s: SignatureDraft | undefined, draft: BookingDraftState) =>
  !!s?.agreed && s.agreedFor === signedFor(draft);

export const LOADING_DOCUMENTS_HINT = 'Loading the documents to sign...';

export const blankSignature = (): SignatureDraft => ({
  signerName: '',
  signerRole: 'guardian',
  agreed: false,
});

/** Only an adult booking for themself alone signs as the swimmer; anyone else signs as a parent or guardian. */
export const mayStopSigningAsGuardian = (draft: BookingDraftState) =>
  draft.swimmers.length === 1 && draft.swimmers[0]!.ageGroup === 'adult';

/** The signature on file for every swimmer of the booking (the first one's), or null when any swimmer lacks one. */
export function signedBefore(
  doc: ConsentDocument,
  draft: BookingDraftState,
  family: FamilyDocuments | null,
): DocumentSignature | null {
  if (!family) return null;
  const names = draft.swimmers.map((s) => swimmerKey(s.name)).filter(Boolean);
  if (!names.length) return null;
  const lines = names.map((name) =>
    family.status.find((l) => l.documentId === doc.id && l.current && swimmerKey(l.swimmerName) === name),
  );
  return lines.every(Boolean) ? (lines[0]!.signature ?? null) : null;
}

const complete = (s: SignatureDraft | undefined, draft: BookingDraftState): s is SignatureDraft =>
  !!s && agreedNow(s, draft) && s.signerName.trim().length > 0;

/** Why Continue waits on step 4 for a document, or null: each one required to book is signed, now or before. */
export function documentsHint(
  documents: readonly ConsentDocument[],
  draft: BookingDraftState,
  family: FamilyDocuments | null,
): string | null {
  const unsigned = documents.find(
    (doc) =>
      doc.requiredWhen === 'to_book' &&
      !signedBefore(doc, draft, family) &&
      !complete(draft.signatures[doc.id], draft),
  );
  return unsigned ? `Sign the ${unsigned.title} to continue.` : null;
}

/** The documents signed in this review step, as the checkout sends them. */
export function bookingSignatures(
  documents: readonly ConsentDocument[],
  draft: BookingDraftState,
  family: FamilyDocuments | null,
): BookingSignature[] {
  const self = mayStopSigningAsGuardian(draft);
  return documents.flatMap((doc) => {
    const s = draft.signatures[doc.id];
    if (!complete(s, draft) || signedBefore(doc, draft, family)) return [];
    return [
      {
        documentId: doc.id,
        signerName: s.signerName.trim(),
        signerRole: self ? s.signerRole : 'guardian',
        agreed: true as const,
      },
    ];
  });
}

/**
 * Documents a family signs before lessons at a private pool: the owner writes them (a liability waiver, a medical
 * release, photo consent) in versions; a parent or guardian signs each for every minor swimmer, an adult for themself.
 *
 *   GET  /api/admin/documents                          -> AdminDocuments
 *   POST /api/admin/documents                          PublishDocumentRequest -> ConsentDocument (201, a new version)
 *   GET  /api/family/documents                         -> FamilyDocuments
 *   POST /api/family/documents/:documentId/signatures  SignDocumentRequest -> DocumentSignature (201)
 *        409 DOCUMENT_VERSION_OUTDATED when the version is not the current one of its kind
 *   GET  /api/family/signatures/:signatureId/pdf       -> the signed copy as a PDF
 *   GET  /api/documents/to-sign                        -> DocumentsToSign (public: what a booking asks to sign)
 *   GET  /api/admin/documents/missing                  -> MissingDocuments (lessons ahead with a document missing)
 *
 * A booking carries its signatures (`bookingDraft.signatures`): one per document, signed for every swimmer of the
 * booking; without one for each "required to book" document not already signed, the checkout is a 409.
 */
import { z } from 'zod';
import { text, uuid } from './common';

export const DOCUMENT_KINDS = [
  { id: 'liability_waiver', label: 'Liability waiver' },
  { id: 'medical_release', label: 'Medical release' },
  { id: 'photo_consent', label: 'Photo consent' },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['id'];
export const DOCUMENT_KIND_IDS = DOCUMENT_KINDS.map((k) => k.id) as [DocumentKind, ...DocumentKind[]];

export const DOCUMENT_REQUIREMENTS = [
  { id: 'to_book', label: 'Required to book' },
  { id: 'before_first_lesson', label: 'Required before the first lesson' },
  { id: 'optional', label: 'Optional' },
] as const;
export type DocumentRequirement = (typeof DOCUMENT_REQUIREMENTS)[number]['id'];
export const DOCUMENT_REQUIREMENT_IDS = DOCUMENT_REQUIREMENTS.map((r) => r.id) as [
  DocumentRequirement,
  ...DocumentRequirement[],
];

export const documentKindLabel = (kind: string) => DOCUMENT_KINDS.find((k) => k.id === kind)?.label ?? kind;

export const DOCUMENT_MESSAGES = {
  outdated: 'This document has a newer version. Please read the current one and sign it.',
  minorNeedsGuardian: 'A parent or guardian signs for a swimmer under 18.',
  agree: 'Tick the box to say you have read and agree to the document.',
  signerName: 'Type your full name to sign',
  requiredToBook: (titles: readonly string[]) => `Please read and sign the ${titles.join(' and ')} to book.`,
  selfOnlyForOneAdult: 'Only an adult booking for themself alone signs as the swimmer.',
} as const;

export const publishDocumentRequestSchema = z.object({
  kind: z.enum(DOCUMENT_KIND_IDS, { error: 'Choose the kind of document' }),
  title: text('Title', { max: 120, required: 'Title is required' }),
  body: text('Text', { max: 20_000, multiline: true, required: 'Text is required' }),
  requiredWhen: z.enum(DOCUMENT_REQUIREMENT_IDS, { error: 'Choose when the document is required' }),
});
export type PublishDocumentRequest = z.input<typeof publishDocumentRequestSchema>;

export const consentDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KIND_IDS),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  requiredWhen: z.enum(DOCUMENT_REQUIREMENT_IDS),
  textSha256: z.string(),
  publishedAt: z.string(),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;

export const adminDocumentsSchema = z.object({
  /** The current version of each kind the owner has published. */
  current: z.array(consentDocumentSchema.extend({ signatures: z.number().int() })),
});
export type AdminDocuments = z.infer<typeof adminDocumentsSchema>;

const signing = {
  signerName: text('Your full name', { max: 120, required: DOCUMENT_MESSAGES.signerName }),
  signerRole: z.enum(['guardian', 'self'], {
    error: 'Say whether you sign as a parent or guardian, or for yourself',
  }),
  agreed: z.literal(true, { error: DOCUMENT_MESSAGES.agree }),
};

export const signDocumentRequestSchema = z.object({ swimmerId: uuid, ...signing });
export type SignDocumentRequest = z.input<typeof signDocumentRequestSchema>;

/** A document signed in the booking wizard's review step: one signer for every swimmer of the booking. */
export const bookingSignatureSchema = z.object({ documentId: uuid, ...signing });
export type BookingSignature = z.input<typeof bookingSignatureSchema>;

export const bookingSignaturesSchema = z
  .array(bookingSignatureSchema, { error: 'signatures must be a list' })
  .max(DOCUMENT_KINDS.length, { error: 'Sign each document once' })
  .refine((list) => new Set(list.map((s) => s.documentId)).size === list.length, {
    error: 'Sign each document once',
  });

export const documentParamsSchema = z.object({ documentId: uuid });
export const signatureParamsSchema = z.object({ signatureId: uuid });

export const documentSignatureSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  kind: z.enum(DOCUMENT_KIND_IDS),
  version: z.number().int(),
  swimmerId: z.string().nullable(),
  swimmerName: z.string(),
  signerName: z.string(),
  signerRole: z.enum(['guardian', 'self']),
  signedAt: z.string(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

export const familyDocumentsSchema = z.object({
  documents: z.array(consentDocumentSchema),
  /** Who the family signs for: its saved swimmers, then those of its bookings it has not saved. */
  swimmers: z.array(z.object({ id: z.string(), name: z.string(), minor: z.boolean(), saved: z.boolean() })),
  /** For each current document and swimmer: the latest signature of any version, or null. */
  status: z.array(
    z.object({
      documentId: z.string(),
      swimmerId: z.string(),
      swimmerName: z.string(),
      signature: documentSignatureSchema.nullable(),
      /** Signed on the current version. */
      current: z.boolean(),
    }),
  ),
});
export type FamilyDocuments = z.infer<typeof familyDocumentsSchema>;
export type SigningSwimmer = FamilyDocuments['swimmers'][number];

/** A required document's state for one swimmer, as the instructor's day sheet and the owner's lists show it. */
export const documentStatusLineSchema = z.object({
  kind: z.enum(DOCUMENT_KIND_IDS),
  title: z.string(),
  /** 'outdated': signed, but on a version the owner has since replaced. */
  state: z.enum(['signed', 'missing', 'outdated']),
  version: z.number().int().nullable(),
  signedAt: z.string().nullable(),
});
export type DocumentStatusLine = z.infer<typeof documentStatusLineSchema>;

/** What a booking asks to sign: the current documents required to book or before the first lesson (public). */
export const documentsToSignSchema = z.object({ documents: z.array(consentDocumentSchema) });
export type DocumentsToSign = z.infer<typeof documentsToSignSchema>;

/** Lessons in the next days with a swimmer whose required document is missing or signed on an old version. */
export const missingDocumentsSchema = z.object({
  days: z.number().int(),
  lessons: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      customerName: z.string(),
      customerEmail: z.string(),
      startTime: z.string(),
      swimmers: z.array(z.object({ name: z.string(), documents: z.array(documentStatusLineSchema) })),
    }),
  ),
});
export type MissingDocuments = z.infer<typeof missingDocumentsSchema>;

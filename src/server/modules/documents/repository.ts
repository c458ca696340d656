import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consentDocuments, documentSignatures } from '../../db/schema';

export type DocumentRow = typeof consentDocuments.$inferSelect;
export type SignatureRow = typeof documentSignatures.$inferSelect;

/** One lock per kind of document: publications and signatures of a kind take their turn. */
const lockKind = (tx: Database, kind: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consent-document:${kind}`}))`);

/**
 * Publishes the next version of a kind: the version number is taken under the kind's lock, so two publications at
 * once get 1 and 2, never 1 twice.
 */
export async function insertNextVersion(
  db: Database,
  values: Omit<typeof consentDocuments.$inferInsert, 'id' | 'version' | 'publishedAt'>,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await lockKind(tx, values.kind);
    const [last] = await tx
      .select({ version: consentDocuments.version })
      .from(consentDocuments)
      .where(eq(consentDocuments.kind, values.kind))
      .orderBy(desc(consentDocuments.version))
      .limit(1);
    const [row] = await tx
      .insert(consentDocuments)
      .values({ ...values, version: (last?.version ?? 0) + 1 })
      .returning();
    return row!; // an insert with RETURNING returns its row
  });
}

/** The newest version of every kind published. */
export async function currentDocuments(db: Database): Promise<DocumentRow[]> {
  return db
    .selectDistinctOn([consentDocuments.kind])
    .from(consentDocuments)
    .orderBy(consentDocuments.kind, desc(consentDocuments.version));
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(consentDocuments).where(eq(consentDocuments.id, id));
  return row;
}

export async function signatureCounts(db: Database, documentIds: string[]): Promise<Map<string, number>> {
  if (!documentIds.length) return new Map();
  const rows = await db
    .select({ documentId: documentSignatures.documentId, n: count() })
    .from(documentSignatures)
    .where(inArray(documentSignatures.documentId, documentIds))
    .groupBy(documentSignatures.documentId);
  return new Map(rows.map((r) => [r.documentId, Number(r.n)]));
}

type NewSignature = Omit<typeof documentSignatures.$inferInsert, 'id' | 'signedAt'>;

/**
 * Stores signatures if each one's document is still the current version of its kind, under the locks a publication
 * takes (kinds in name order, so two signers never wait on each other in a circle): a new version published at the
 * same moment comes before the signatures or after them, never in between. Signing the same version for the same
 * swimmer again keeps the first. `afterInsert` runs in the same transaction with the rows new this time (an email of
 * the copies). 'outdated' when a newer version exists; then nothing is stored.
 */
export async function insertSignaturesIfCurrent(
  db: Database,
  signatures: readonly { kind: string; values: NewSignature }[],
  afterInsert: (tx: Database, inserted: SignatureRow[]) => Promise<void>,
): Promise<{ rows: SignatureRow[]; inserted: SignatureRow[] } | 'outdated'> {
  return db.transaction(async (tx) => {
    const kinds = [...new Set(signatures.map((s) => s.kind))].sort();
    for (const kind of kinds) await lockKind(tx, kind);
    const current = await currentDocuments(tx);
    if (signatures.some((s) => current.find((d) => d.kind === s.kind)?.id !== s.values.documentId))
      return 'outdated';
    const rows: SignatureRow[] = [];
    const inserted: SignatureRow[] = [];
    for (const { values } of signatures) {
      const { row, isNew } = await insertSignature(tx, values);
      rows.push(row);
      if (isNew) inserted.push(row);
    }
    if (inserted.length) await afterInsert(tx, inserted);
    return { rows, inserted };
  });
}

/**
 * One signature, or the one already there: a saved swimmer's by its id (a unique index), a swimmer known only by
 * name (signed while booking) by the name, compared trimmed and lower-cased, under the kind's lock the caller holds.
 */
async function insertSignature(
  db: Database,
  values: NewSignature,
): Promise<{ row: SignatureRow; isNew: boolean }> {
  const same = and(
    eq(documentSignatures.documentId, values.documentId),
    eq(documentSignatures.email, values.email),
    values.swimmerId
      ? eq(documentSignatures.swimmerId, values.swimmerId)
      : and(
          isNull(documentSignatures.swimmerId),
          sql`lower(trim(${documentSignatures.swimmerName})) = ${values.swimmerName.trim().toLowerCase()}`,
        ),
  );
  const [existing] = await db.select().from(documentSignatures).where(same).limit(1);
  if (existing) return { row: existing, isNew: false };
  const [row] = await db.insert(documentSignatures).values(values).returning();
  return { row: row!, isNew: true }; // an insert with RETURNING returns its row
}

/** These signatures with the document each signs (an email of the copies). */
export async function signaturesWithDocuments(db: Database, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ signature: documentSignatures, document: consentDocuments })
    .from(documentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, documentSignatures.documentId))
    .where(inArray(documentSignatures.id, [...ids]))
    .orderBy(consentDocuments.kind, documentSignatures.swimmerName);
}

/** The family's signatures with the version and kind they signed, newest first. */
export async function signaturesOf(db: Database, email: string) {
  return db
    .select({ signature: documentSignatures, kind: consentDocuments.kind, version: consentDocuments.version })
    .from(documentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, documentSignatures.documentId))
    .where(eq(documentSignatures.email, email))
    .orderBy(desc(documentSignatures.signedAt));
}

/** One of the family's signatures with its document; undefined for another family's or none. */
export async function signatureWithDocument(db: Database, email: string, id: string) {
  const [row] = await db
    .select({ signature: documentSignatures, document: consentDocuments })
    .from(documentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, documentSignatures.documentId))
    .where(and(eq(documentSignatures.id, id), eq(documentSignatures.email, email)));
  return row;
}

/** The signatures of these families, with the kind and version signed: what a day sheet matches its swimmers with. */
export async function signaturesOfEmails(db: Database, emails: readonly string[]) {
  if (!emails.length) return [];
  return db
    .select({
      email: documentSignatures.email,
      swimmerId: documentSignatures.swimmerId,
      swimmerName: documentSignatures.swimmerName,
      documentId: documentSignatures.documentId,
      signedAt: documentSignatures.signedAt,
      bookingId: documentSignatures.bookingId,
      kind: consentDocuments.kind,
      version: consentDocuments.version,
    })
    .from(documentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, documentSignatures.documentId))
    .where(inArray(documentSignatures.email, [...emails]))
    .orderBy(desc(documentSignatures.signedAt));
}

import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AdminDocuments,
  ConsentDocument,
  DocumentSignature,
  FamilyDocuments,
} from '@core/api/documents';
import type { SavedSwimmer } from '@core/api/family-profile';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signInFamily, type AdminClient } from '../auth/testing';
import { requiredDocumentsOf } from './service';

let t: TestApp;
let owner: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app);
});
afterAll(async () => t?.close());

const WAIVER = {
  kind: 'liability_waiver',
  title: 'Liability waiver',
  body: 'Swimming has risks.\nI understand the instructor teaches at my pool, which I keep safe.',
  requiredWhen: 'to_book',
};

async function publish(over: Partial<typeof WAIVER> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    headers: owner.headers,
    payload: { ...WAIVER, ...over },
  });
  expect(res.statusCode).toBe(201);
  return res.json<ConsentDocument>();
}

let families = 0;
async function familyWith(swimmers: { name: string; ageGroup: string }[]) {
  const email = `signer.${++families}@example.com`;
  const cookie = await signInFamily(t.app, email);
  const headers = { cookie, origin: t.config.publicUrl };
  const saved: SavedSwimmer[] = [];
  for (const s of swimmers) {
    const res = await t.app.inject({ method: 'POST', url: '/api/family/swimmers', headers, payload: s });
    expect(res.statusCode).toBe(201);
    saved.push(res.json<SavedSwimmer>());
  }
  return { email, headers, swimmers: saved };
}

const sign = (
  headers: Record<string, string>,
  documentId: string,
  body: Record<string, unknown>,
  remoteAddress = '203.0.113.7',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/family/documents/${documentId}/signatures`,
    headers,
    payload: body,
    remoteAddress,
  });

// The parser's own copies of the standard fonts, which the signed copies use.
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page of a PDF, read by a real PDF parser. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

describe('the owner’s documents', () => {
  test('each publication of a kind is its next version, and the current one is listed with its signatures', async () => {
    const first = await publish({ kind: 'photo_consent', title: 'Photo consent' });
    const burst = await Promise.all(
      [1, 2, 3].map((n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/documents',
          headers: owner.headers,
          payload: { ...WAIVER, kind: 'photo_consent', title: `Photo consent ${n}` },
        }),
      ),
    );
    const versions = burst.map((r) => r.json<ConsentDocument>().version).sort();
    expect(versions).toEqual([first.version + 1, first.version + 2, first.version + 3]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/documents', headers: owner.headers })
    ).json<AdminDocuments>();
    expect(list.current.find((d) => d.kind === 'photo_consent')).toMatchObject({
      version: first.version + 3,
      signatures: 0,
    });
  });

  test('need the owner, and bad input is a 400 naming the field', async () => {
    const family = await familyWith([]);
    for (const headers of [{ origin: t.config.publicUrl }, family.headers])
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/documents', headers, payload: WAIVER }))
          .statusCode,
      ).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: owner.headers,
      payload: { kind: 'tattoo_consent', title: '', body: 'x\u0000', requiredWhen: 'always' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['kind', 'title', 'body', 'requiredWhen']),
    );
  });
});

describe('signing', () => {
  test('a parent signs the current waiver for a child; the signature keeps version, fingerprint, signer, swimmer, time and address', async () => {
    const waiver = await publish();
    const family = await familyWith([{ name: 'Maya Chen', ageGroup: 'child' }]);
    const maya = family.swimmers[0]!;
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: family.headers })
    ).json<FamilyDocuments>();
    expect(before.status.find((s) => s.documentId === waiver.id)).toMatchObject({
      swimmerId: maya.id,
      signature: null,
      current: false,
    });

    const res = await sign(family.headers, waiver.id, {
      swimmerId: maya.id,
      signerName: ' Lin Chen ',
      signerRole: 'guardian',
      agreed: true,
    });
    expect(res.statusCode).toBe(201);
    const signature = res.json<DocumentSignature>();
    expect(signature).toMatchObject({
      kind: 'liability_waiver',
      version: waiver.version,
      swimmerName: 'Maya Chen',
      signerName: 'Lin Chen',
      signerRole: 'guardian',
    });
    const stored = await t.db.query.documentSignatures.findFirst({
      where: (s, { eq }) => eq(s.id, signature.id),
    });
    expect(stored).toMatchObject({
      textSha256: waiver.textSha256,
      networkAddress: '203.0.113.7',
      email: family.email,
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: family.headers })
    ).json<FamilyDocuments>();
    expect(after.status.find((s) => s.documentId === waiver.id)).toMatchObject({ current: true });

    // The signed copy, as a PDF a reader opens.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/family/signatures/${signature.id}/pdf`,
      headers: family.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="liability-waiver-v\d+-Maya-Chen\.pdf"$/,
    );
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Liability waiver');
    expect(text).toContain(`Version ${waiver.version}`);
    expect(text).toContain('Signed by: Lin Chen (parent or guardian)');
    expect(text).toContain('Swimmer: Maya Chen');
    expect(text).toContain('Swimming has risks.');
    expect(text).toContain(waiver.textSha256);
  });

  test('a new version asks again: the old one can no longer be signed (409), and the old signature is no longer current', async () => {
    const v1 = await publish();
    const family = await familyWith([{ name: 'Ava Reed', ageGroup: 'adult' }]);
    const ava = family.swimmers[0]!;
    const body = { swimmerId: ava.id, signerName: 'Ava Reed', signerRole: 'self', agreed: true };
    expect((await sign(family.headers, v1.id, body)).statusCode).toBe(201);
    const v2 = await publish({ body: `${WAIVER.body}\nA new paragraph.` });
    const old = await sign(family.headers, v1.id, body);
    expect([old.statusCode, old.json<{ code: string }>().code]).toEqual([409, 'DOCUMENT_VERSION_OUTDATED']);
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: family.headers })
    ).json<FamilyDocuments>();
    expect(status.status.find((s) => s.documentId === v2.id)).toMatchObject({
      current: false,
      signature: { version: v1.version },
    });
    expect((await sign(family.headers, v2.id, body)).statusCode).toBe(201);
  });

  test('a child needs a parent or guardian, the box must be ticked, and bad input changes nothing', async () => {
    const waiver = await publish();
    const family = await familyWith([{ name: 'Leo Park', ageGroup: 'toddler' }]);
    const leo = family.swimmers[0]!;
    const self = await sign(family.headers, waiver.id, {
      swimmerId: leo.id,
      signerName: 'Leo Park',
      signerRole: 'self',
      agreed: true,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'GUARDIAN_REQUIRED',
      fieldErrors: { signerRole: expect.any(String) },
    });
    const unticked = await sign(family.headers, waiver.id, {
      swimmerId: leo.id,
      signerName: 'Jo Park',
      signerRole: 'guardian',
      agreed: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json<{ fieldErrors: Record<string, string> }>().fieldErrors.agreed).toBeDefined();
    expect((await sign(family.headers, waiver.id, { swimmerId: leo.id, agreed: true })).statusCode).toBe(400);
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: family.headers })
    ).json<FamilyDocuments>();
    expect(status.status.filter((s) => s.swimmerId === leo.id).every((s) => s.signature === null)).toBe(true);
  });

  test('another family’s swimmer or signature answers 404 exactly like one that does not exist', async () => {
    const waiver = await publish();
    const owner1 = await familyWith([{ name: 'Maya Chen', ageGroup: 'child' }]);
    const other = await familyWith([]);
    const signed = (
      await sign(owner1.headers, waiver.id, {
        swimmerId: owner1.swimmers[0]!.id,
        signerName: 'Lin Chen',
        signerRole: 'guardian',
        agreed: true,
      })
    ).json<DocumentSignature>();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const swimmerId of [owner1.swimmers[0]!.id, missing]) {
      const res = await sign(other.headers, waiver.id, {
        swimmerId,
        signerName: 'Someone',
        signerRole: 'guardian',
        agreed: true,
      });
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { message: 'Swimmer not found', code: 'NOT_FOUND' },
      ]);
    }
    for (const id of [signed.id, missing]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/family/signatures/${id}/pdf`,
        headers: other.headers,
      });
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { message: 'Signature not found', code: 'NOT_FOUND' },
      ]);
    }
    const unknownDoc = await sign(owner1.headers, missing, {
      swimmerId: owner1.swimmers[0]!.id,
      signerName: 'Lin Chen',
      signerRole: 'guardian',
      agreed: true,
    });
    expect(unknownDoc.statusCode).toBe(404);
  });

  test('a signature stays when the family deletes its profile: the business keeps its records', async () => {
    const waiver = await publish();
    const family = await familyWith([{ name: 'Sam Ortiz', ageGroup: 'teen' }]);
    const signed = (
      await sign(family.headers, waiver.id, {
        swimmerId: family.swimmers[0]!.id,
        signerName: 'Rosa Ortiz',
        signerRole: 'guardian',
        agreed: true,
      })
    ).json<DocumentSignature>();
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/family/profile', headers: family.headers }))
        .statusCode,
    ).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/family/signatures/${signed.id}/pdf`,
      headers: family.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(pdf.rawPayload))).toContain('Swimmer: Sam Ortiz');
  });
});

describe('replays and races', () => {
  test('the same signature sent five times at once is stored once, and each answer names it', async () => {
    const waiver = await publish();
    const family = await familyWith([{ name: 'Ivy Lane', ageGroup: 'adult' }]);
    const body = {
      swimmerId: family.swimmers[0]!.id,
      signerName: 'Ivy Lane',
      signerRole: 'self',
      agreed: true,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sign(family.headers, waiver.id, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json<DocumentSignature>().id)).size).toBe(1);
    const rows = await t.db.query.documentSignatures.findMany({
      where: (s, { eq }) => eq(s.email, family.email),
    });
    expect(rows).toHaveLength(1);
  });

  test('a signature sent while a new version is published is either before it or refused, never on a replaced text', async () => {
    const v1 = await publish();
    const family = await familyWith([{ name: 'Kai Moss', ageGroup: 'adult' }]);
    const body = {
      swimmerId: family.swimmers[0]!.id,
      signerName: 'Kai Moss',
      signerRole: 'self',
      agreed: true,
    };
    const [signed, published] = await Promise.all([
      sign(family.headers, v1.id, body),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/documents',
        headers: owner.headers,
        payload: { ...WAIVER, body: 'Raced text.' },
      }),
    ]);
    expect(published.statusCode).toBe(201);
    expect([201, 409]).toContain(signed.statusCode);
    // Whatever the order, the family now sees the new version as still to sign.
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: family.headers })
    ).json<FamilyDocuments>();
    expect(status.status.find((s) => s.documentId === published.json<ConsentDocument>().id)).toMatchObject({
      current: false,
    });
  });
});

describe('what the instructor’s day sheet shows', () => {
  test('each required document per swimmer, matched by the booking’s email and the swimmer’s name: signed, missing or outdated', async () => {
    const waiver = await publish();
    await publish({ kind: 'medical_release', title: 'Medical release', requiredWhen: 'before_first_lesson' });
    await publish({ kind: 'photo_consent', title: 'Photo consent', requiredWhen: 'optional' });
    const family = await familyWith([{ name: 'Maya Chen', ageGroup: 'child' }]);
    const signed = (
      await sign(family.headers, waiver.id, {
        swimmerId: family.swimmers[0]!.id,
        signerName: 'Lin Chen',
        signerRole: 'guardian',
        agreed: true,
      })
    ).json<DocumentSignature>();
    const lookup = await requiredDocumentsOf(t.db, [family.email]);
    expect(lookup(family.email, { name: ' maya CHEN ' })).toEqual([
      expect.objectContaining({
        kind: 'liability_waiver',
        state: 'signed',
        version: waiver.version,
        signedAt: signed.signedAt,
      }),
      expect.objectContaining({ kind: 'medical_release', state: 'missing', version: null }),
    ]);
    expect(lookup('someone.else@example.com', { name: 'Maya Chen' }).map((d) => d.state)).toEqual([
      'missing',
      'missing',
    ]);
    await publish({ body: 'A changed waiver.' });
    const later = await requiredDocumentsOf(t.db, [family.email]);
    expect(later(family.email, { name: 'Maya Chen' })[0]).toMatchObject({
      state: 'outdated',
      version: waiver.version,
    });
    // A swimmer booked from the profile is matched by its saved swimmer, whatever name the booking gave it.
    expect(later(family.email, { name: 'Maya', savedSwimmerId: family.swimmers[0]!.id })[0]).toMatchObject({
      state: 'outdated',
    });
  });
});

/**
 * Documents signed while booking: a "required to book" document refuses a checkout until it is signed for every
 * swimmer; what the review step signs is stored and emailed as PDFs; a new version asks again; the 48-hour reminder,
 * the owner's list and booking page, and My Lessons for swimmers known only from bookings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  ConsentDocument,
  DocumentsToSign,
  FamilyDocuments,
  MissingDocuments,
} from '@core/api/documents';
import type { AdminBookingDetail } from '@core/api/admin';
import { insertSlot } from '../../db/factories';
import { bookingSlots, bookings, documentSignatures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signInFamily, type AdminClient } from '../auth/testing';
import { createIntent, draft, hold, payTestCard, confirm, swimmer } from '../ledger/test/booking-flow';
import { messagesOfKind } from '../email/test-support/outbox';
import { queueDocumentReminders } from '../email/test-support/wired';
import { cancelLessons } from '../email/test-support/produce';

let t: TestApp;
let owner: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;

async function publish(kind: string, title: string, requiredWhen: string, body = `${title}: the terms.`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    headers: owner.headers,
    payload: { kind, title, body, requiredWhen },
  });
  expect(res.statusCode).toBe(201);
  return res.json<ConsentDocument>();
}

const signaturesOf = (email: string) =>
  t.db.select().from(documentSignatures).where(eq(documentSignatures.email, email));

/** Holds a new slot and asks for a checkout with `bookingData`; the answer as it comes. */
async function checkout(
  bookingData: ReturnType<typeof draft>,
  startsInMinutes = 7 * 24 * 60,
  headers?: Record<string, string>,
) {
  const slot = await insertSlot(t.db, { capacity: 2, startsInMinutes, lessonType: bookingData.lessonType });
  const held = (await hold(t, [slot.id], { swimmersCount: bookingData.swimmers.length })).json();
  const res = await createIntent(t, {
    slotIds: [slot.id],
    holdId: held.holdId,
    holdToken: held.holdToken,
    bookingData,
    headers,
  });
  return { res, slot };
}

const signed = (documentId: string, signerName = 'Jordan Parker', signerRole = 'guardian') => ({
  documentId,
  signerName,
  signerRole: signerRole as 'guardian' | 'self',
  agreed: true as const,
});

let waiver: ConsentDocument;
let release: ConsentDocument;

describe('a booking asks for what is required to book', () => {
  beforeAll(async () => {
    waiver = await publish('liability_waiver', 'Liability waiver', 'to_book');
    release = await publish('medical_release', 'Medical release', 'before_first_lesson');
    await publish('photo_consent', 'Photo consent', 'optional');
  });

  test('the wizard reads what to sign: required documents only, with their text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents/to-sign' });
    expect(res.statusCode).toBe(200);
    const { documents } = res.json<DocumentsToSign>();
    expect(documents.map((d) => d.kind).sort()).toEqual(['liability_waiver', 'medical_release']);
    expect(documents.find((d) => d.id === waiver.id)!.body).toBe(waiver.body);
  });

  test('without the waiver signed, the checkout is a 409 naming it, and nothing is stored', async () => {
    const email = 'unsigned@example.com';
    const { res } = await checkout(draft({ swimmers: [swimmer({ email })] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DOCUMENTS_REQUIRED',
      message: 'Please read and sign the Liability waiver to book.',
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.customerEmail, email))).toHaveLength(0);
    expect(await signaturesOf(email)).toHaveLength(0);
  });

  test('signed in the review step, it is stored for every swimmer and the copies are emailed as PDFs', async () => {
    const email = 'two.kids@example.com';
    const bookingData = draft({
      lessonType: 'semi_private',
      swimmers: [swimmer({ email, name: 'Mia Stone' }), swimmer({ email, name: 'Leo Stone' })],
      signatures: [signed(waiver.id, 'Dana Stone'), signed(release.id, 'Dana Stone')],
    });
    const { res } = await checkout(bookingData);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await signaturesOf(email);
    expect(
      rows.map((r) => `${r.swimmerName}:${r.documentId === waiver.id ? 'waiver' : 'release'}`).sort(),
    ).toEqual(['Leo Stone:release', 'Leo Stone:waiver', 'Mia Stone:release', 'Mia Stone:waiver']);
    expect(rows.every((r) => r.signerName === 'Dana Stone' && r.swimmerId === null)).toBe(true);
    expect(rows.every((r) => r.networkAddress && r.textSha256.length === 64)).toBe(true);

    const [copy] = await messagesOfKind(t.db, 'documents_signed', email);
    expect(copy!.subject).toBe('Your signed Liability waiver and Medical release');
    const attachments = copy!.attachments as {
      filename: string;
      contentType: string;
      content: string;
      encoding: string;
    }[];
    expect(attachments).toHaveLength(4);
    expect(attachments.every((a) => a.contentType === 'application/pdf' && a.encoding === 'base64')).toBe(
      true,
    );
    expect(Buffer.from(attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(attachments.map((a) => a.filename)).toContain('liability-waiver-v1-Mia-Stone.pdf');

    // The same checkout asked again (a retry) stores nothing twice and sends no second email.
    const again = await checkout(bookingData);
    expect(again.res.statusCode).toBe(200);
    expect(await signaturesOf(email)).toHaveLength(4);
    expect(await messagesOfKind(t.db, 'documents_signed', email)).toHaveLength(1);
  });

  test('a checkout without a live hold of its own stores no signature and sends no copy', async () => {
    const email = 'not.my.hold@example.com';
    const slot = await insertSlot(t.db, { capacity: 1 });
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: '00000000-0000-4000-8000-00000000beef',
      holdToken: 'made-up-token-made-up-token-0000',
      bookingData: draft({ swimmers: [swimmer({ email })], signatures: [signed(waiver.id)] }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await signaturesOf(email)).toHaveLength(0);
    expect(await messagesOfKind(t.db, 'documents_signed', email)).toHaveLength(0);
  });

  test('a family signed in that signed before books without signing again, until the owner publishes a new version', async () => {
    const email = 'returning@example.com';
    const family = { cookie: await signInFamily(t.app, email), origin: t.config.publicUrl };
    const as = (name: string, signatures: ReturnType<typeof signed>[] = []) =>
      checkout(draft({ swimmers: [swimmer({ email, name })], signatures }), undefined, family);
    expect((await as('Ada Hale', [signed(waiver.id)])).res.statusCode).toBe(200);
    expect((await as(' ada hale ')).res.statusCode).toBe(200);
    // Another swimmer of the same family has not signed.
    expect((await as('Ben Hale')).res.statusCode).toBe(409);

    const v2 = await publish('liability_waiver', 'Liability waiver', 'to_book', 'Version two of the terms.');
    const afterNewVersion = await as('Ada Hale');
    expect(afterNewVersion.res.statusCode).toBe(409);
    expect(afterNewVersion.res.json().code).toBe('DOCUMENTS_REQUIRED');
    // Signing the replaced version is refused too: the family must read the new text.
    const old = await as('Ada Hale', [signed(waiver.id)]);
    expect(old.res.statusCode).toBe(409);
    expect(old.res.json().code).toBe('DOCUMENT_VERSION_OUTDATED');
    expect((await as('Ada Hale', [signed(v2.id)])).res.statusCode).toBe(200);
    waiver = v2;
  });

  test('a visitor not signed in as the family neither leans on its signatures nor signs for it beyond the booking', async () => {
    // Anyone may type an email: signed out, the family's own signature does not stand in for one.
    const typed = await checkout(
      draft({ swimmers: [swimmer({ email: 'returning@example.com', name: 'Ada Hale' })] }),
    );
    expect(typed.res.statusCode).toBe(409);
    expect(typed.res.json().code).toBe('DOCUMENTS_REQUIRED');

    // What a visitor signs under a typed email counts for that booking: its page shows the waiver signed...
    const email = 'never.signed@example.com';
    const theirs = await checkout(
      draft({
        swimmers: [swimmer({ email, name: 'Kim Lee' })],
        signatures: [signed(waiver.id, 'Eve Mallory')],
      }),
    );
    expect(theirs.res.statusCode).toBe(200);
    const intent = theirs.res.json();
    expect((await payTestCard(t, intent)).statusCode).toBe(200);
    expect((await confirm(t, intent.bookingId)).statusCode).toBe(200);
    const bookingId: string = intent.bookingId;
    expect((await signaturesOf(email)).map((s) => s.bookingId)).toEqual([bookingId]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${bookingId}`,
      headers: owner.headers,
    });
    const waiverLine = page
      .json<AdminBookingDetail>()
      .swimmers[0]!.documents.find((d) => d.kind === 'liability_waiver');
    expect(waiverLine?.state).toBe('signed');

    // ...and nowhere else: the family, signed in, is asked to sign for its next booking and on My Lessons.
    const family = { cookie: await signInFamily(t.app, email), origin: t.config.publicUrl };
    const next = await checkout(
      draft({ swimmers: [swimmer({ email, name: 'Kim Lee' })] }),
      undefined,
      family,
    );
    expect(next.res.statusCode).toBe(409);
    const docs = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: family })
    ).json<FamilyDocuments>();
    expect(docs.status.find((s) => s.documentId === waiver.id && s.swimmerName === 'Kim Lee')).toMatchObject({
      current: false,
    });
  });

  test('two checkouts at once signing for the same swimmer store one signature and send one copy', async () => {
    const email = 'twice.at.once@example.com';
    const bookingData = draft({
      swimmers: [swimmer({ email, name: 'Noa Twin' })],
      signatures: [signed(waiver.id)],
    });
    const [a, b] = await Promise.all([checkout(bookingData), checkout(bookingData)]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    expect(await signaturesOf(email)).toHaveLength(1);
    expect(await messagesOfKind(t.db, 'documents_signed', email)).toHaveLength(1);
  });

  test('a minor is signed for by a parent or guardian; "self" is only for one adult booking alone', async () => {
    const child = await checkout(
      draft({
        swimmers: [swimmer({ email: 'selfie@example.com' })],
        signatures: [signed(waiver.id, 'Kid', 'self')],
      }),
    );
    expect(child.res.statusCode).toBe(400);
    expect(child.res.json()).toMatchObject({
      code: 'GUARDIAN_REQUIRED',
      fieldErrors: { signatures: expect.any(String) },
    });
    expect(await signaturesOf('selfie@example.com')).toHaveLength(0);

    const adult = await checkout(
      draft({
        swimmers: [swimmer({ email: 'adult@example.com', name: 'Sam Adult', ageGroup: 'adult' })],
        signatures: [signed(waiver.id, 'Sam Adult', 'self')],
      }),
    );
    expect(adult.res.statusCode).toBe(200);
  });

  test('bad signatures are 400s that change nothing; an unknown document is a 404', async () => {
    const email = 'bad.input@example.com';
    for (const signatures of [
      [{ ...signed(waiver.id), agreed: false }],
      [{ ...signed(waiver.id), signerName: '   ' }],
      [signed(waiver.id), signed(waiver.id)],
      [{ ...signed(waiver.id), signerRole: 'friend' }],
      'yes',
    ]) {
      const { res } = await checkout(
        draft({ swimmers: [swimmer({ email })], signatures: signatures as never }),
      );
      expect(res.statusCode, JSON.stringify(signatures)).toBe(400);
    }
    const unknown = await checkout(
      draft({ swimmers: [swimmer({ email })], signatures: [signed('00000000-0000-4000-8000-000000000000')] }),
    );
    expect(unknown.res.statusCode).toBe(404);
    expect(await signaturesOf(email)).toHaveLength(0);
  });
});

describe('before the first lesson', () => {
  let bookingId: string;
  let lessonAt: Date;
  const email = 'no.release@example.com';

  beforeAll(async () => {
    const { res, slot } = await checkout(
      draft({ swimmers: [swimmer({ email, name: 'Zoe Park' })], signatures: [signed(waiver.id)] }),
      5 * 24 * 60,
    );
    expect(res.statusCode).toBe(200);
    const intent = res.json();
    expect((await payTestCard(t, intent)).statusCode).toBe(200);
    expect((await confirm(t, intent.bookingId)).statusCode).toBe(200);
    bookingId = intent.bookingId;
    lessonAt = slot.startTime;
  });

  test('48 hours ahead, a family missing the release is reminded once, with a link to sign on My Lessons', async () => {
    await queueDocumentReminders(t.db, t.config, new Date(lessonAt.getTime() - 50 * HOUR));
    expect(await messagesOfKind(t.db, 'documents_reminder', email)).toHaveLength(0);
    await queueDocumentReminders(t.db, t.config, new Date(lessonAt.getTime() - 47 * HOUR));
    await queueDocumentReminders(t.db, t.config, new Date(lessonAt.getTime() - 46 * HOUR));
    const [reminder, ...more] = await messagesOfKind(t.db, 'documents_reminder', email);
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toMatch(/^Please sign before your lesson /);
    expect(reminder!.text).toContain('Medical release for Zoe Park');
    expect(reminder!.text).not.toContain('Liability waiver for');
    expect(reminder!.text).toMatch(/Sign on My Lessons: http\S+/);
  });

  test("the owner's list and booking page show the release missing and the waiver signed", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents/missing?days=14',
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    const row = list.json<MissingDocuments>().lessons.find((l) => l.bookingId === bookingId);
    expect(row!.swimmers.map((sw) => sw.name)).toEqual(['Zoe Park']);
    const listed = row!.swimmers[0]!.documents;
    expect(listed.map((d) => `${d.kind}:${d.state}:${d.version}`).sort()).toEqual([
      `liability_waiver:signed:${waiver.version}`,
      'medical_release:missing:null',
    ]);
    // Families that signed everything are not listed.
    expect(
      list.json<MissingDocuments>().lessons.every((l) => l.customerEmail !== 'two.kids@example.com'),
    ).toBe(true);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${bookingId}`,
      headers: owner.headers,
    });
    const states = detail
      .json<AdminBookingDetail>()
      .swimmers[0]!.documents.map((d) => `${d.kind}:${d.state}`);
    expect(states.sort()).toEqual(['liability_waiver:signed', 'medical_release:missing']);

    for (const days of ['0', '61', 'x', '1.5'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/documents/missing?days=${days}`,
            headers: owner.headers,
          })
        ).statusCode,
      ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/documents/missing' })).statusCode).toBe(401);
  });

  test('on My Lessons a family with no profile signs for its booked swimmer; another family cannot', async () => {
    const headers = { cookie: await signInFamily(t.app, email), origin: t.config.publicUrl };
    const docs = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers })
    ).json<FamilyDocuments>();
    const line = docs.status.find((s) => s.documentId === release.id && s.swimmerName === 'Zoe Park');
    expect(line).toMatchObject({ signature: null, current: false });

    const stranger = {
      cookie: await signInFamily(t.app, 'stranger@example.com'),
      origin: t.config.publicUrl,
    };
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/family/documents/${release.id}/signatures`,
      headers: stranger,
      payload: { swimmerId: line!.swimmerId, signerName: 'Eve', signerRole: 'guardian', agreed: true },
    });
    expect(theirs.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/family/documents/${release.id}/signatures`,
      headers,
      payload: { swimmerId: line!.swimmerId, signerName: 'Pat Park', signerRole: 'guardian', agreed: true },
    });
    expect(res.statusCode).toBe(201);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/family/documents', headers })
    ).json<FamilyDocuments>();
    expect(
      after.status.find((s) => s.documentId === release.id && s.swimmerName === 'Zoe Park')!.current,
    ).toBe(true);
    expect(await messagesOfKind(t.db, 'documents_signed', email)).toHaveLength(2);

    // Signed now: the next run reminds nobody, and the owner's list no longer names the booking.
    const before = (await messagesOfKind(t.db, 'documents_reminder', email)).length;
    await queueDocumentReminders(t.db, t.config, new Date(lessonAt.getTime() - 40 * HOUR));
    expect(await messagesOfKind(t.db, 'documents_reminder', email)).toHaveLength(before);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents/missing',
      headers: owner.headers,
    });
    expect(list.json<MissingDocuments>().lessons.some((l) => l.bookingId === bookingId)).toBe(false);
  });

  test('a new version of the release asks again by email before the lesson', async () => {
    await publish('medical_release', 'Medical release', 'before_first_lesson', 'Release, second version.');
    await queueDocumentReminders(t.db, t.config, new Date(lessonAt.getTime() - 30 * HOUR));
    const reminders = await messagesOfKind(t.db, 'documents_reminder', email);
    expect(reminders).toHaveLength(2);
    expect(reminders.at(-1)!.text).toContain('Medical release for Zoe Park (a new version to sign again)');
  });

  test('the reminder to sign is withdrawn when its lesson is cancelled before it goes', async () => {
    const pending = async () =>
      (await messagesOfKind(t.db, 'documents_reminder', email)).filter((m) => m.status === 'pending');
    // The outbox has no mail server in these tests: both reminders are still waiting.
    expect(await pending()).toHaveLength(2);
    const [slot] = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, bookingId));
    await cancelLessons(t.db, t.config, { bookingId, slotIds: [slot!.slotId] });
    expect(await pending()).toHaveLength(0);
    const reminders = await messagesOfKind(t.db, 'documents_reminder', email);
    expect(reminders.map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
  });
});

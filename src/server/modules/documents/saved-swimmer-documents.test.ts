/**
 * A saved swimmer's signatures follow it through a rename everywhere the documents are checked: the owner's
 * missing-documents list and the reminder to sign, as the day sheet already did.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ConsentDocument, MissingDocuments } from '@core/api/documents';
import type { SavedSwimmer } from '@core/api/family-profile';
import { insertConfirmedBooking, insertSlot } from '../../db/factories';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signInFamily, type AdminClient } from '../auth/testing';
import { messagesOfKind } from '../email/test-support/outbox';
import { queueDocumentReminders } from '../email/test-support/wired';

let t: TestApp;
let owner: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app);
});
afterAll(async () => t?.close());

const FAMILY = 'ines.park@example.com';

test('a saved swimmer signed for, then renamed, is not missing anything on the list or in a reminder', async () => {
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    headers: owner.headers,
    payload: {
      kind: 'medical_release',
      title: 'Medical release',
      body: 'The terms.',
      requiredWhen: 'before_first_lesson',
    },
  });
  expect(published.statusCode).toBe(201);
  const release = published.json<ConsentDocument>();

  // The family saves Mia, signs the release for her on My Lessons, then renames her.
  const headers = { cookie: await signInFamily(t.app, FAMILY), origin: t.config.publicUrl };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/family/swimmers',
    headers,
    payload: { name: 'Mia Park', ageGroup: 'child', level: 'turtle' },
  });
  const mia = added.json<SavedSwimmer>();
  const signed = await t.app.inject({
    method: 'POST',
    url: `/api/family/documents/${release.id}/signatures`,
    headers,
    payload: { swimmerId: mia.id, signerName: 'Ines Park', signerRole: 'guardian', agreed: true },
  });
  expect(signed.statusCode, signed.body).toBe(201);
  const renamed = await t.app.inject({
    method: 'PUT',
    url: `/api/family/swimmers/${mia.id}`,
    headers,
    payload: { name: 'Amelia Park', ageGroup: 'child', level: 'turtle' },
  });
  expect(renamed.statusCode).toBe(200);

  // A lesson in a day, booked as the saved swimmer under her new name.
  const slot = await insertSlot(t.db, { startsInMinutes: 24 * 60 });
  const booking = await insertConfirmedBooking(t.db, {
    slots: [slot],
    seats: 1,
    lessonType: 'private',
    customerEmail: FAMILY,
    swimmers: [{ name: 'Amelia Park', savedSwimmerId: mia.id, ageGroup: 'child', level: 'turtle' }],
  });
  await t.db.update(bookings).set({ confirmedAt: new Date() }).where(eq(bookings.id, booking.id));

  const list = await t.app.inject({
    method: 'GET',
    url: '/api/admin/documents/missing?days=7',
    headers: owner.headers,
  });
  expect(list.statusCode).toBe(200);
  expect(list.json<MissingDocuments>().lessons.map((l) => l.bookingId)).not.toContain(booking.id);

  await queueDocumentReminders(t.db, t.config, new Date());
  expect(await messagesOfKind(t.db, 'documents_reminder', FAMILY)).toEqual([]);
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertCoupon, insertSlot } from '../../../db/factories';
import {
  auditLog,
  bookingSlots,
  bookings,
  holds,
  lessonChanges,
  payments,
  refunds,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { draft, hold, payTestCard, startCheckout, swimmer } from '../test/booking-flow';
import { cancelBooking } from '../changes/cancel';
import { cancelFamilyLessons, listFamilyBookings, previewFamilyCancellation } from './family';
import { confirmLessonChange } from '../changes/settle-change';
import { getBusinessPolicies, setBusinessPolicies } from './policies';
import { rescheduleLesson, rescheduleOptions } from '../changes/lesson-changes';
import { sweepHolds } from '../holds/sweeper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { recordEmails: true });
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => t?.close());

let families = 0;
const HOUR = 60;

/**
 * A paid booking of `slots` by a new family (paying the first-lesson price) or, with `returning`, by a family that
 * booked before (paying full price, or less its `coupon`); returns the family's email and the booking's lessons.
 */
async function paidBooking(
  slots: { startsInMinutes: number; price?: number; capacity?: number }[],
  options: { returning?: boolean; coupon?: string } = {},
) {
  const email = `family${++families}@example.com`;
  if (options.returning) {
    const before = await insertSlot(t.db, { startsInMinutes: -30 * 24 * HOUR });
    await insertConfirmedBooking(t.db, {
      slots: [before],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });
  }
  const rows = [];
  for (const s of slots)
    rows.push(
      await insertSlot(t.db, {
        startsInMinutes: s.startsInMinutes,
        basePriceCents: s.price ?? 5000,
        capacity: s.capacity ?? 1,
      }),
    );
  const c = await startCheckout(
    t,
    rows.map((r) => r.id),
    draft({
      swimmers: [swimmer({ email, name: `Swimmer ${families}` })],
      couponCode: options.coupon ?? null,
    }),
  );
  expect((await payTestCard(t, c)).statusCode).toBe(200);
  const booking = (await listFamilyBookings(t.db, email)).find((b) => b.id === c.bookingId);
  t.emails.length = 0;
  return { email, booking: booking!, slots: rows, amount: c.amount };
}

const lessonRow = async (lessonId: string) =>
  (await t.db.select().from(bookingSlots).where(eq(bookingSlots.lessonId, lessonId)))[0]!;
const holdFrom = async (slotId: string) => (await hold(t, [slotId])).statusCode;

describe('what a family sees', () => {
  test('lists only bookings made with its email, with lessons, paid and refunded', async () => {
    const a = await paidBooking([{ startsInMinutes: 72 * HOUR }, { startsInMinutes: 96 * HOUR }]);
    const b = await paidBooking([{ startsInMinutes: 72 * HOUR }]);
    const seen = await listFamilyBookings(t.db, a.email.toUpperCase());
    expect(seen.map((x) => x.id)).toEqual([a.booking.id]);
    expect(seen[0]).toMatchObject({ status: 'confirmed', paidCents: a.amount, refundedCents: 0 });
    expect(seen[0]!.lessons.map((l) => [l.state, l.changeable, l.reschedulable])).toEqual([
      ['upcoming', true, true],
      ['upcoming', true, true],
    ]);
    expect(seen[0]!.lessons.some((l) => b.booking.lessons.some((o) => o.id === l.id))).toBe(false);
  });
});

describe('a family cancelling', () => {
  test('one lesson with notice: its share goes back, its seat frees, the other lesson stays', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }, { startsInMinutes: 96 * HOUR }]);
    const [first, second] = f.booking.lessons;
    const target = { bookingId: f.booking.id, lessonId: first!.id };
    const preview = await previewFamilyCancellation(t.app, f.email, target);
    expect(preview).toEqual({
      lessonIds: [first!.id],
      refundCents: f.amount / 2,
      creditLessons: 0,
      message: `Refund $${(f.amount / 200).toFixed(2)} to your card`,
    });
    const done = await cancelFamilyLessons(t.app, f.email, {
      ...target,
      expectedRefundCents: preview.refundCents,
    });
    expect(done.refundCents).toBe(f.amount / 2);
    expect(await holdFrom(first!.slotId)).toBe(200);
    expect(await holdFrom(second!.slotId)).toBe(409);
    expect(await lessonRow(first!.id)).toMatchObject({
      icsSequence: 1,
      cancelReason: 'Cancelled by the family',
    });
    const [b] = await listFamilyBookings(t.db, f.email);
    expect(b).toMatchObject({ status: 'confirmed', refundedCents: f.amount / 2 });
    expect(b!.lessons.map((l) => l.state)).toEqual(['cancelled', 'upcoming']);
    const [p] = await t.db.select().from(payments).where(eq(payments.bookingId, f.booking.id));
    expect(p).toMatchObject({ refundedCents: f.amount / 2 });
    expect(t.emails).toEqual([
      expect.objectContaining({
        kind: 'lessons_cancelled',
        lessonIds: [first!.id],
        refundedCents: f.amount / 2,
      }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, 'lesson.cancelled_by_family')));
    expect(audit).toHaveLength(1);
  });

  test('within the notice: no refund, and the preview says so; the seat still frees', async () => {
    const f = await paidBooking([{ startsInMinutes: 10 * HOUR }]);
    const target = { bookingId: f.booking.id, lessonId: f.booking.lessons[0]!.id };
    const preview = await previewFamilyCancellation(t.app, f.email, target);
    expect(preview).toMatchObject({
      refundCents: 0,
      message: 'No refund: less than 24 hours before the lesson',
    });
    await cancelFamilyLessons(t.app, f.email, { ...target, expectedRefundCents: 0 });
    const [b] = await listFamilyBookings(t.db, f.email);
    expect(b).toMatchObject({ status: 'cancelled', refundedCents: 0 });
    expect(await holdFrom(f.slots[0]!.id)).toBe(200);
  });

  test('an outcome other than the one shown is refused and changes nothing', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }]);
    const target = { bookingId: f.booking.id, lessonId: f.booking.lessons[0]!.id };
    await expect(
      cancelFamilyLessons(t.app, f.email, { ...target, expectedRefundCents: 0 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'OUTCOME_CHANGED',
    });
    const [b] = await listFamilyBookings(t.db, f.email);
    expect(b!.lessons[0]!.state).toBe('upcoming');
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, f.booking.id))).toEqual([]);
  });

  test('all upcoming lessons: everything paid goes back and the booking ends refunded', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }, { startsInMinutes: 96 * HOUR }]);
    const preview = await previewFamilyCancellation(t.app, f.email, { bookingId: f.booking.id });
    expect(preview.lessonIds).toHaveLength(2);
    const done = await cancelFamilyLessons(t.app, f.email, {
      bookingId: f.booking.id,
      expectedRefundCents: preview.refundCents,
    });
    expect(done.refundCents).toBe(f.amount);
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, f.booking.id));
    expect(b!.status).toBe('refunded');
    // What was paid stays paid after it all went back.
    expect((await listFamilyBookings(t.db, f.email))[0]).toMatchObject({
      paidCents: f.amount,
      refundedCents: f.amount,
    });
    await expect(
      cancelFamilyLessons(t.app, f.email, { bookingId: f.booking.id, expectedRefundCents: 0 }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'LESSON_NOT_CHANGEABLE' });
  });

  test("another family's booking or lesson is a 404, and nothing changes", async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }]);
    const other = 'someone.else@example.com';
    const target = { bookingId: f.booking.id, lessonId: f.booking.lessons[0]!.id };
    await expect(previewFamilyCancellation(t.app, other, target)).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      cancelFamilyLessons(t.app, other, { ...target, expectedRefundCents: f.amount }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(rescheduleOptions(t.app, other, target.lessonId)).rejects.toMatchObject({ statusCode: 404 });
    expect((await listFamilyBookings(t.db, f.email))[0]!.lessons[0]!.state).toBe('upcoming');
  });

  test("the owner's notice setting decides the refund", async () => {
    const f = await paidBooking([{ startsInMinutes: 30 * HOUR }]);
    const target = { bookingId: f.booking.id, lessonId: f.booking.lessons[0]!.id };
    expect((await previewFamilyCancellation(t.app, f.email, target)).refundCents).toBe(f.amount);
    await setBusinessPolicies(t.app, { cancelNoticeHours: 48 }, 'owner');
    try {
      expect(await previewFamilyCancellation(t.app, f.email, target)).toMatchObject({
        refundCents: 0,
        message: 'No refund: less than 48 hours before the lesson',
      });
    } finally {
      await setBusinessPolicies(t.app, { cancelNoticeHours: 24 }, 'owner');
    }
    expect(await getBusinessPolicies(t.db)).toEqual({
      cancelNoticeHours: 24,
      offerWindowMinutes: 120,
      cancelRefundAs: 'refund',
      creditMonthsValid: 6,
    });
    await expect(setBusinessPolicies(t.app, { cancelNoticeHours: -1 }, 'owner')).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('a family rescheduling', () => {
  test('to a time of the same price: the same lesson moves, the old seat frees, the invite sequence moves on', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const lesson = f.booking.lessons[0]!;
    const to = await insertSlot(t.db, { startsInMinutes: 80 * HOUR, basePriceCents: 5000 });
    const options = await rescheduleOptions(t.app, f.email, lesson.id);
    const offered = options.times.find((x) => x.slotId === to.id);
    expect(offered).toMatchObject({ differenceCents: 0 });
    const uid = (await lessonRow(lesson.id)).icsUid;
    const moved = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: to.id,
      expectedDifferenceCents: 0,
    });
    expect(moved).toMatchObject({ status: 'moved', refundCents: 0 });
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: to.id, icsUid: uid, icsSequence: 1 });
    expect(await holdFrom(lesson.slotId)).toBe(200);
    expect(await holdFrom(to.id)).toBe(409);
    expect(t.emails).toEqual([
      { kind: 'lesson_rescheduled', bookingId: f.booking.id, lessonId: lesson.id, changeId: moved.changeId },
    ]);
  });

  test('into a full time: 409 with a clear message, and the lesson keeps its time', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const taken = await paidBooking([{ startsInMinutes: 90 * HOUR }], { returning: true });
    const lesson = f.booking.lessons[0]!;
    const options = await rescheduleOptions(t.app, f.email, lesson.id);
    expect(options.times.some((x) => x.slotId === taken.slots[0]!.id)).toBe(false);
    await expect(
      rescheduleLesson(t.app, f.email, lesson.id, { slotId: taken.slots[0]!.id, expectedDifferenceCents: 0 }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'That time was just booked. Please pick another.' });
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: lesson.slotId, icsSequence: 0 });
  });

  test('to a cheaper time: the difference with its tax is refunded', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR, price: 6000 }], { returning: true });
    const to = await insertSlot(t.db, { startsInMinutes: 100 * HOUR, basePriceCents: 5000 });
    const lesson = f.booking.lessons[0]!;
    const moved = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: to.id,
      expectedDifferenceCents: -1080,
    });
    expect(moved).toMatchObject({ status: 'moved', refundCents: 1080 });
    expect((await listFamilyBookings(t.db, f.email))[0]).toMatchObject({ refundedCents: 1080 });
  });

  test('to a dearer time: the seat is held while the family pays, then the lesson moves; a later cancel refunds both payments', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const to = await insertSlot(t.db, { startsInMinutes: 100 * HOUR, basePriceCents: 6000 });
    const lesson = f.booking.lessons[0]!;
    const started = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: to.id,
      expectedDifferenceCents: 1080,
    });
    if (started.status !== 'payment_required') throw new Error('expected a payment');
    expect(started.amountCents).toBe(1080);
    expect(await holdFrom(to.id)).toBe(409); // nobody else can take the seat being paid for
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: lesson.slotId });
    expect((await payTestCard(t, started)).statusCode).toBe(200);
    expect(await confirmLessonChange(t.app, f.email, started.changeId)).toMatchObject({ status: 'moved' });
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: to.id, icsSequence: 1, priceCents: 6000 });
    expect(await holdFrom(lesson.slotId)).toBe(200);
    expect((await listFamilyBookings(t.db, f.email))[0]).toMatchObject({ paidCents: f.amount + 1080 });

    const result = await cancelBooking(t.app, f.booking.id, { actor: 'owner' });
    expect(result.refundedCents).toBe(f.amount + 1080);
    const back = await t.db.select().from(refunds).where(eq(refunds.bookingId, f.booking.id));
    expect(back.map((r) => r.amountCents).sort()).toEqual([1080, f.amount].sort());
  });

  test('cancelling a lesson while its dearer move awaits payment ends the move: the seat goes back, the payment cannot be made', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }, { startsInMinutes: 96 * HOUR }], {
      returning: true,
    });
    const to = await insertSlot(t.db, { startsInMinutes: 100 * HOUR, basePriceCents: 6000 });
    const lesson = f.booking.lessons[0]!;
    const started = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: to.id,
      expectedDifferenceCents: 1080,
    });
    if (started.status !== 'payment_required') throw new Error('expected a payment');
    const target = { bookingId: f.booking.id, lessonId: lesson.id };
    const preview = await previewFamilyCancellation(t.app, f.email, target);
    await cancelFamilyLessons(t.app, f.email, { ...target, expectedRefundCents: preview.refundCents });
    expect(await holdFrom(to.id)).toBe(200);
    expect((await payTestCard(t, started)).json()).toMatchObject({ status: 'failed' });
    expect(await confirmLessonChange(t.app, f.email, started.changeId)).toMatchObject({ status: 'refused' });
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: lesson.slotId });
  });

  test('a dearer move paid after its held seat ended and was taken is refunded in full, and the lesson stays', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const to = await insertSlot(t.db, { startsInMinutes: 100 * HOUR, basePriceCents: 6000 });
    const lesson = f.booking.lessons[0]!;
    const started = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: to.id,
      expectedDifferenceCents: 1080,
    });
    if (started.status !== 'payment_required') throw new Error('expected a payment');
    await t.db.update(holds).set({ expiresAt: new Date(Date.now() - 60_000) });
    const rival = await startCheckout(
      t,
      [to.id],
      draft({ swimmers: [swimmer({ email: 'rival@example.com' })] }),
    );
    await payTestCard(t, rival);
    expect((await payTestCard(t, started)).statusCode).toBe(200);
    expect(await confirmLessonChange(t.app, f.email, started.changeId)).toMatchObject({ status: 'refused' });
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: lesson.slotId, icsSequence: 0 });
    const back = await t.db.select().from(refunds).where(eq(refunds.intentId, started.paymentIntentId));
    expect(back.map((r) => r.amountCents)).toEqual([1080]);
    expect(
      await confirmLessonChange(t.app, 'someone.else@example.com', started.changeId).catch((e) => e),
    ).toMatchObject({
      statusCode: 404,
    });
  });

  test('a dearer move whose card was declined is voided by the sweeper once its seat is gone: it cannot be paid later', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const to = await insertSlot(t.db, { startsInMinutes: 110 * HOUR, basePriceCents: 6000 });
    const lesson = f.booking.lessons[0]!;
    const started = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: to.id,
      expectedDifferenceCents: 1080,
    });
    if (started.status !== 'payment_required') throw new Error('expected a payment');
    await payTestCard(t, started, '4000 0000 0000 0002');
    // The held seat ended well past the sweeper's grace.
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 60 * 60_000) })
      .where(
        eq(
          holds.id,
          (await t.db.select().from(lessonChanges).where(eq(lessonChanges.id, started.changeId)))[0]!.holdId!,
        ),
      );
    await t.db
      .update(lessonChanges)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(lessonChanges.id, started.changeId));
    await sweepHolds(t.app);
    const [change] = await t.db.select().from(lessonChanges).where(eq(lessonChanges.id, started.changeId));
    expect(change!.status).toBe('voided');
    expect((await payTestCard(t, started)).json().status).not.toBe('succeeded');
    expect(await lessonRow(lesson.id)).toMatchObject({ slotId: lesson.slotId });
  });

  test('a time the booking already has, even cancelled, is not offered and cannot be moved to', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }, { startsInMinutes: 96 * HOUR }], {
      returning: true,
    });
    const [first, second] = f.booking.lessons;
    const target = { bookingId: f.booking.id, lessonId: first!.id };
    const preview = await previewFamilyCancellation(t.app, f.email, target);
    await cancelFamilyLessons(t.app, f.email, { ...target, expectedRefundCents: preview.refundCents });
    const options = await rescheduleOptions(t.app, f.email, second!.id);
    expect(options.times.some((x) => x.slotId === first!.slotId)).toBe(false);
    await expect(
      rescheduleLesson(t.app, f.email, second!.id, { slotId: first!.slotId, expectedDifferenceCents: 0 }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'ALREADY_BOOKED' });
    expect(await lessonRow(second!.id)).toMatchObject({ slotId: second!.slotId });
  });

  test('within the notice a lesson cannot be moved', async () => {
    const f = await paidBooking([{ startsInMinutes: 20 * HOUR }], { returning: true });
    const lesson = f.booking.lessons[0]!;
    expect(lesson).toMatchObject({ changeable: true, reschedulable: false });
    await expect(rescheduleOptions(t.app, f.email, lesson.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'LESSON_NOT_MOVABLE',
    });
  });
  test('a move to a dearer time can be re-held forever no more: one renewal, then 429', async () => {
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const lesson = f.booking.lessons[0]!;
    const dearer = [6000, 6000, 6000].map((price, i) =>
      insertSlot(t.db, { startsInMinutes: (100 + i) * HOUR, basePriceCents: price }),
    );
    const times = await Promise.all(dearer);
    const move = (slotId: string) =>
      rescheduleLesson(t.app, f.email, lesson.id, { slotId, expectedDifferenceCents: 1080 });
    expect(await move(times[0]!.id)).toMatchObject({ status: 'payment_required' });
    // Replacing the move renews its hold once, like a browser's hold...
    expect(await move(times[1]!.id)).toMatchObject({ status: 'payment_required' });
    // ...and no more: the seat is not kept by calling again and again.
    await expect(move(times[2]!.id)).rejects.toMatchObject({ statusCode: 429, code: 'HOLD_RENEWALS_USED' });
    expect(await holdFrom(times[0]!.id)).toBe(200);
    expect(await holdFrom(times[1]!.id)).toBe(409);
    expect(await holdFrom(times[2]!.id)).toBe(200);
    const live = await t.db
      .select()
      .from(lessonChanges)
      .where(and(eq(lessonChanges.lessonId, lesson.id), eq(lessonChanges.status, 'pending_payment')));
    expect(live).toHaveLength(1);
  });

  test("a move's held seat counts with its address's other holds", async () => {
    const address = '10.77.0.1';
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR }], { returning: true });
    const lesson = f.booking.lessons[0]!;
    const to = await insertSlot(t.db, { startsInMinutes: 110 * HOUR, basePriceCents: 6000 });
    // The address already holds its whole share of lesson times in browsers' holds.
    for (let held = 0; held < t.app.config.holdTimesPerAddress; held += 6) {
      const slots = await Promise.all(
        Array.from({ length: 6 }, (_, i) => insertSlot(t.db, { startsInMinutes: (200 + held + i) * HOUR })),
      );
      const answer = await hold(
        t,
        slots.map((s) => s.id),
        {},
        address,
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await expect(
      rescheduleLesson(
        t.app,
        f.email,
        lesson.id,
        { slotId: to.id, expectedDifferenceCents: 1080 },
        { address },
      ),
    ).rejects.toMatchObject({ statusCode: 429, code: 'HOLD_LIMIT' });
    // Refused whole: no move waits for payment.
    const pending = await t.db
      .select()
      .from(lessonChanges)
      .where(and(eq(lessonChanges.lessonId, lesson.id), eq(lessonChanges.status, 'pending_payment')));
    expect(pending).toEqual([]);
    // From another address the move holds its seat.
    expect(
      await rescheduleLesson(
        t.app,
        f.email,
        lesson.id,
        { slotId: to.id, expectedDifferenceCents: 1080 },
        { address: '10.77.0.2' },
      ),
    ).toMatchObject({ status: 'payment_required' });
  });

  test('a discounted lesson moved to a cheaper time refunds the full-price difference no more', async () => {
    // A new family pays the first-lesson price for a $70 lesson: $25 and its tax.
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR, price: 7000 }]);
    expect(f.amount).toBe(2700);
    const lesson = f.booking.lessons[0]!;
    const cheaper = await insertSlot(t.db, { startsInMinutes: 100 * HOUR, basePriceCents: 5000 });
    const options = await rescheduleOptions(t.app, f.email, lesson.id);
    // The $50 time would cost the same $25 with the same offer: nothing to give back.
    expect(options.times.find((x) => x.slotId === cheaper.id)).toMatchObject({ differenceCents: 0 });
    await expect(
      rescheduleLesson(t.app, f.email, lesson.id, { slotId: cheaper.id, expectedDifferenceCents: -2160 }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'OUTCOME_CHANGED' });
    const moved = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: cheaper.id,
      expectedDifferenceCents: 0,
    });
    expect(moved).toMatchObject({ status: 'moved', refundCents: 0 });
    expect((await listFamilyBookings(t.db, f.email))[0]).toMatchObject({ paidCents: 2700, refundedCents: 0 });
  });

  test('a discounted lesson moved with a coupon refunds only the discounted difference', async () => {
    await insertCoupon(t.db, { code: 'MOVE20', type: 'percentage', value: 20 });
    const f = await paidBooking([{ startsInMinutes: 72 * HOUR, price: 7000 }], {
      returning: true,
      coupon: 'MOVE20',
    });
    expect(f.amount).toBe(6048); // $70 less 20%, with tax
    const lesson = f.booking.lessons[0]!;
    const cheaper = await insertSlot(t.db, { startsInMinutes: 100 * HOUR, basePriceCents: 5000 });
    // $50 less 20% is $40: $16 and its tax back, not the $20 of the full prices.
    const moved = await rescheduleLesson(t.app, f.email, lesson.id, {
      slotId: cheaper.id,
      expectedDifferenceCents: -1728,
    });
    expect(moved).toMatchObject({ status: 'moved', refundCents: 1728 });
    // What is left paid is what the new time costs with the same coupon: $40 and its tax.
    const after = (await listFamilyBookings(t.db, f.email)).find((b) => b.id === f.booking.id);
    expect(after!.paidCents - after!.refundedCents).toBe(4320);
  });
});

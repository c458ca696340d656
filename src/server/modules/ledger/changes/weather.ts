/**
 * The owner cancelling a day's (or part of a day's) lessons for weather, in one action. Every time in the window is
 * closed, so nobody books a stormy hour meanwhile; each lesson booked on it is cancelled, and the family gets a
 * weather credit per swimmer (a lesson paid by card at full price, or with credits), its money back (a lesson paid at
 * a discount or with add-ons, as when a family cancels: a credit is worth a full-price lesson) or, paid at the
 * lesson, a link to pick a new time free, and an email. One transaction per time, like cancelling a time by hand, so the locks stay short. A time
 * on which a lesson was booked after the owner's preview is left open and counted, so nothing unseen is cancelled.
 */
import type { WeatherCancelResult, WeatherPreview, WeatherWindow } from '@core/api/credits';
import { weatherWindowSchema } from '@core/api/credits';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { instantAtWallTime } from '@core/rules/timezones';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit';
import { voidCheckouts } from '../checkout/checkouts';
import { LockOrderRetry, ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { cancelLessons, creditModeOf } from './lesson-cancel';
import { cancelIntents } from '../money/refunds';
import * as repo from '../booking/bookings.repository';
import * as seatsRepo from '../seats/seats.repository';
import * as weatherRepo from './weather.repository';
import { CANCELLED_FOR_WEATHER } from '../views/who-cancelled.repository';

const WEATHER = CANCELLED_FOR_WEATHER;

function windowOf(input: WeatherWindow) {
  const w = weatherWindowSchema.parse(input);
  const from = instantAtWallTime(w.date, w.from, DEFAULT_TIME_ZONE);
  // `to` is inclusive to the minute: 23:59 covers a lesson starting at 23:59.
  const to = new Date(instantAtWallTime(w.date, w.to, DEFAULT_TIME_ZONE).getTime() + 60_000);
  const reason = w.reason?.trim() ? `${WEATHER}: ${w.reason.trim()}` : WEATHER;
  return { from, to, reason };
}

/** The lessons the window would cancel, and what each family would get; changes nothing. */
export async function previewWeather(db: Database, input: WeatherWindow): Promise<WeatherPreview> {
  const { from, to } = windowOf(input);
  const rows = await weatherRepo.lessonsStartingBetween(db, from, to);
  return {
    lessons: rows.map((r) => ({
      lessonId: r.lessonId,
      bookingId: r.bookingId,
      reference: r.reference,
      customerName: r.customerName,
      startTime: new Date(r.startTime).toISOString(),
      instructorName: r.instructorName,
      seats: r.seats,
      outcome:
        r.lessonRequestId !== null
          ? 'reschedule_link'
          : creditModeOf(r, 'weather') === null
            ? 'refund'
            : 'credit',
    })),
  };
}

export async function cancelForWeather(
  app: LedgerApp,
  input: WeatherWindow & { lessonIds: readonly string[] },
  actor: string,
): Promise<WeatherCancelResult> {
  const { from, to, reason } = windowOf(input);
  const seen = new Set(input.lessonIds);
  let timesLeftOpen = 0;
  const slotIds = await weatherRepo.openSlotIdsBetween(app.db, from, to);
  if (!slotIds.length)
    throw new AppError('NOTHING_TO_CANCEL', 409, 'There are no open lesson times in that window.');
  let cancelledLessons = 0;
  let creditsGranted = 0;
  const families = new Set<string>();
  for (const slotId of slotIds) {
    const done = await ledgerTransaction(app.db, async (tx) => {
      // Lock order: the bookings on the time, then the time. A booking made between the two steps runs this again.
      const ids = await repo.liveBookingIdsOnSlot(tx, slotId);
      const locked = await repo.lockBookings(tx, ids);
      await seatsRepo.lockSlots(tx, [slotId]);
      const [slot] = await seatsRepo.slotSeatFacts(tx, [slotId]);
      const nothing = {
        lessons: 0,
        credits: 0,
        emails: [] as string[],
        intents: [] as string[],
        open: false,
      };
      if (!slot || slot.status === 'cancelled' || new Date(slot.startTime) <= slot.now) return nothing;
      if ((await repo.liveBookingIdsOnSlot(tx, slotId)).some((id) => !ids.includes(id)))
        throw new LockOrderRetry();
      const confirmed = locked.filter((b) => b.status === 'confirmed');
      const onTime = [];
      for (const booking of confirmed) {
        const lesson = (await repo.paidLessons(tx, booking.id)).find(
          (l) => l.slotId === slotId && !l.cancelled,
        );
        if (lesson) onTime.push({ booking, lesson });
      }
      // A lesson booked after the owner's preview: the owner has not seen it, so this time stays as it is.
      if (onTime.some((o) => !seen.has(o.lesson.lessonId))) return { ...nothing, open: true };
      const intents = await voidCheckouts(
        app,
        tx,
        locked.filter((b) => b.status === 'pending_payment'),
        { reason: WEATHER, actor },
      );
      let lessons = 0;
      let credits = 0;
      const emails: string[] = [];
      for (const { booking, lesson } of onTime) {
        const cancelled = await cancelLessons(
          app,
          tx,
          booking,
          [{ lessonId: lesson.lessonId, refund: true }],
          {
            reason,
            actor,
            refundKey: `refund-${booking.id}-weather-${slotId}`,
            refundReason: reason,
            action: 'lesson.cancelled_for_weather',
            credit: 'weather',
          },
        );
        await app.emails.queue(tx, {
          kind: 'lessons_cancelled',
          bookingId: booking.id,
          lessonIds: cancelled.lessonIds,
          refundedCents: cancelled.refundedCents,
          creditLessons: cancelled.creditLessons,
          cause: 'weather',
          key: `weather-${booking.id}-${slotId}`,
        });
        lessons += cancelled.lessonIds.length;
        credits += cancelled.creditLessons;
        emails.push(booking.customerEmail.toLowerCase());
      }
      await seatsRepo.setSlotStatus(tx, slotId, 'cancelled');
      await writeAudit(tx, {
        entityType: 'time_slot',
        actor,
        action: 'slot.cancelled_for_weather',
        entityId: slotId,
        details: { reason, lessons, credits },
      });
      return { lessons, credits, emails, intents, open: false };
    });
    await cancelIntents(app, done.intents);
    cancelledLessons += done.lessons;
    if (done.open) timesLeftOpen += 1;
    creditsGranted += done.credits;
    for (const email of done.emails) families.add(email);
  }
  return { cancelledLessons, creditsGranted, familiesEmailed: families.size, timesLeftOpen };
}

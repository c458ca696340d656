/** Helpers for waitlist API tests: joining through the real routes, reading the emails, ending a hold's time. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BookingDraft } from '@core/api/bookings';
import type { Database } from '../../../db/client';
import { insertSlot } from '../../../db/factories';
import { holds, waitlistEntries, waitlistOffers } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { linkTokenIn, messagesOfKind } from '../../email/test-support/outbox';
import { draft, payTestCard, startCheckout, swimmer } from '../../ledger/test/booking-flow';

let visitors = 0;
/** A new client address per call, so the per-address form budget only bites in tests aimed at it. */
export const waitlistVisitor = () => `10.61.${Math.floor(++visitors / 250) % 250}.${(visitors % 250) + 1}`;

export async function join(
  t: TestApp,
  slotId: string,
  who: { email: string; name?: string; swimmers?: number; timeZone?: string },
  remoteAddress = waitlistVisitor(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    remoteAddress,
    payload: {
      slotId,
      name: who.name ?? 'Riley Chen',
      email: who.email,
      swimmers: who.swimmers ?? 1,
      ...(who.timeZone ? { timeZone: who.timeZone } : {}),
    },
  });
}

/** A time whose one seat a family booked and paid for, through the real checkout. */
export async function fullTime(t: TestApp, over: Parameters<typeof insertSlot>[1] = {}) {
  const slot = await insertSlot(t.db, { capacity: 1, ...over });
  const email = `booked-${slot.id.slice(0, 8)}@example.com`;
  const lessonType = slot.lessonType as BookingDraft['lessonType'];
  const checkout = await startCheckout(t, [slot.id], draft({ lessonType, swimmers: [swimmer({ email })] }));
  const paid = await payTestCard(t, checkout);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return { slot, bookingId: checkout.bookingId };
}

export async function entryOf(db: Database, entryId: string) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row!; // tests ask for entries they made
}

export async function offersOf(db: Database, entryId: string) {
  return db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.entryId, entryId))
    .orderBy(desc(waitlistOffers.createdAt));
}

export async function liveOffersOn(db: Database, slotId: string) {
  return db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.slotId, slotId), eq(waitlistOffers.status, 'live')));
}

/** The messages of a kind queued to an address, newest first. */
export async function mailTo(db: Database, kind: string, to: string) {
  return (await messagesOfKind(db, kind, to)).reverse();
}

/** The token of a link in an email's text, by the path and fragment key before it. */
export const linkToken = (
  text: string,
  before: '/booking#offer=' | '/waitlist/decline#token=' | '/waitlist/leave#token=',
) => linkTokenIn(text, before);

/** The three links of an offer's email to `email`. */
export async function offerLinks(db: Database, email: string) {
  const [mail] = await mailTo(db, 'waitlist_offer', email);
  if (!mail) throw new Error(`no offer email to ${email}`);
  return {
    mail,
    claim: linkToken(mail.text, '/booking#offer='),
    decline: linkToken(mail.text, '/waitlist/decline#token='),
    leave: linkToken(mail.text, '/waitlist/leave#token='),
  };
}

/** Makes a hold end now, as the clock would at its expiry. */
export async function endHoldNow(db: Database, holdId: string) {
  await db
    .update(holds)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(holds.id, holdId));
}

export const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: waitlistVisitor() });

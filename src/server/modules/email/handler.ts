/**
 * Turns each email event into outbox rows inside the producer's transaction: one row per recipient and message,
 * keyed by (event, recipient, message) so raising the same event twice queues nothing new.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createManageLink } from '../families';
import { progressReportView } from '../instructors';
import { getBusinessPolicies } from '../ledger';
import { waitlistJoinedView, waitlistOfferView } from '../waitlist';
import { brandFrom } from './brand';
import type { EmailEvent } from './events';
import {
  bookingManageLinkUntil,
  creditsManageLinkUntil,
  requestManageLinkUntil,
  waitlistManageLinkUntil,
} from './manage-link';
import {
  findContactMessage,
  findCreditExpiriesOfLessons,
  findLead,
  findLessonChange,
  findLessonsBySlotIds,
  insertOutboxRows,
  queuedDedupeKeys,
  slotRemindersPrefix,
  withdrawPendingMessages,
  type NewOutboxRow,
} from './repository';
import { renderMessage, type Message, type TemplateContext } from './templates';
import { lessonsCancelledSendsToMyLessons } from './templates/lessons-cancelled';
import { lessonTime, loadBookingView, loadLessonRequestView, loadPackagePurchasedView } from './views';

/** One message to one address; `key` names the event it answers, e.g. booking_confirmed:<id>. */
export interface OutgoingMessage {
  key: string;
  to: string;
  replyTo?: string;
  message: Message;
  /**
   * The family's own copy carries a "Manage your lessons" link that signs `to` in until this instant. The link is
   * made only when the message is queued for the first time, and never for the owner's or an instructor's copy.
   */
  manageLinkUntil?: Date;
}

export function dedupeKey(key: string, to: string, kind: string): string {
  return `${key}:${to.trim().toLowerCase()}:${kind}`;
}

const dedupeKeyOf = (o: OutgoingMessage) => dedupeKey(o.key, o.to, o.message.kind);

export function outboxRow(outgoing: OutgoingMessage, ctx: TemplateContext): NewOutboxRow {
  const rendered = renderMessage(outgoing.message, ctx);
  return {
    kind: outgoing.message.kind,
    dedupeKey: dedupeKeyOf(outgoing),
    toAddress: outgoing.to.trim(),
    replyTo: outgoing.replyTo ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
    nextAttemptAt: ctx.now,
  };
}

/** The brand, the clock and the owner's cancellation policy: what every template is written with. */
export async function templateContext(tx: Database, config: Config, now: Date): Promise<TemplateContext> {
  const { cancelNoticeHours } = await getBusinessPolicies(tx);
  return { ...brandFrom(config), now, cancelNoticeHours };
}

/**
 * Queues the messages not queued before (by dedupe key) and returns how many. A message already queued is not
 * rendered again, so raising an event twice makes no second manage link either.
 */
export async function queueMessages(
  tx: Database,
  config: Config,
  outgoing: OutgoingMessage[],
  ctx: TemplateContext,
): Promise<number> {
  const queued = await queuedDedupeKeys(tx, outgoing.map(dedupeKeyOf));
  const rows: NewOutboxRow[] = [];
  for (const o of outgoing) {
    if (queued.has(dedupeKeyOf(o))) continue;
    const manageUrl = o.manageLinkUntil
      ? await createManageLink(tx, config, o.to, o.manageLinkUntil)
      : undefined;
    rows.push(outboxRow(o, { ...ctx, manageUrl }));
  }
  return insertOutboxRows(tx, rows);
}

/** The producer wrote the row before raising the event; a missing row is a bug that must not pass silently. */
function missing(event: EmailEvent): never {
  throw new Error(`Email event ${event.kind} names a row that does not exist: ${JSON.stringify(event)}`);
}

async function messagesFor(
  tx: Database,
  event: EmailEvent,
  config: Config,
  now: Date,
): Promise<OutgoingMessage[]> {
  switch (event.kind) {
    case 'booking_confirmed': {
      const booking = (await loadBookingView(tx, event.bookingId)) ?? missing(event);
      const key = `booking_confirmed:${event.bookingId}`;
      return [
        {
          key,
          to: booking.view.customerEmail,
          message: { kind: 'booking_confirmed', data: booking.view },
          manageLinkUntil: bookingManageLinkUntil(booking.view, now),
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: booking.view.customerEmail,
          message: { kind: 'booking_confirmed_owner', data: booking.view },
        },
      ];
    }
    case 'booking_cancelled':
    case 'booking_refunded':
    case 'late_payment_refunded': {
      const booking = (await loadBookingView(tx, event.bookingId)) ?? missing(event);
      // Nothing more is due for lessons that will not happen.
      await withdrawPendingMessages(
        tx,
        [`reminder:${event.bookingId}.`, `instructor_notice:${event.bookingId}.`],
        `withdrawn: ${event.kind}`,
      );
      return [
        {
          key: `${event.kind}:${event.bookingId}`,
          to: booking.view.customerEmail,
          message: { kind: event.kind, data: booking.view },
        },
      ];
    }
    case 'slot_cancelled': {
      const booking = (await loadBookingView(tx, event.bookingId)) ?? missing(event);
      const lesson = booking.view.lessons.find((l) => l.slotId === event.slotId) ?? missing(event);
      await withdrawPendingMessages(
        tx,
        [slotRemindersPrefix(event.bookingId, event.slotId)],
        'withdrawn: slot_cancelled',
      );
      return [
        {
          key: `slot_cancelled:${event.slotId}.${event.bookingId}`,
          to: booking.view.customerEmail,
          message: {
            kind: 'slot_cancelled',
            data: { booking: booking.view, lesson, refundedCents: event.refundedCents },
          },
        },
      ];
    }
    case 'lesson_rescheduled': {
      const booking = (await loadBookingView(tx, event.bookingId)) ?? missing(event);
      const change = await findLessonChange(tx, event.changeId);
      if (!change || change.bookingId !== event.bookingId || change.lessonId !== event.lessonId)
        missing(event);
      const lesson = booking.view.lessons.find((l) => l.lessonId === event.lessonId) ?? missing(event);
      const [fromRow] = await findLessonsBySlotIds(tx, [change.fromSlotId]);
      if (!fromRow) missing(event);
      // The reminder follows the lesson: one queued for the old time is taken back, the new time gets its own.
      await withdrawPendingMessages(
        tx,
        [slotRemindersPrefix(event.bookingId, change.fromSlotId)],
        'withdrawn: lesson_rescheduled',
      );
      const data = {
        booking: booking.view,
        lesson,
        from: lessonTime(fromRow),
        differenceCents: change.differenceCents,
      };
      const key = `lesson_rescheduled:${event.changeId}`;
      return [
        { key, to: booking.view.customerEmail, message: { kind: 'lesson_rescheduled', data } },
        {
          key,
          to: config.ownerEmail,
          replyTo: booking.view.customerEmail,
          message: { kind: 'lesson_rescheduled_owner', data },
        },
      ];
    }
    case 'lessons_cancelled': {
      const booking = (await loadBookingView(tx, event.bookingId)) ?? missing(event);
      const lessons = booking.view.lessons.filter((l) => event.lessonIds.includes(l.lessonId));
      if (!lessons.length || lessons.length !== new Set(event.lessonIds).size) missing(event);
      // No reminder for a lesson that will not happen, and no instructor call for a family with no lesson left.
      const instructorsLeft = new Set(booking.lessons.filter((l) => !l.cancelled).map((l) => l.instructorId));
      const instructorsGone = booking.lessons
        .filter((l) => event.lessonIds.includes(l.lessonId) && !instructorsLeft.has(l.instructorId))
        .map((l) => `instructor_notice:${event.bookingId}.${l.instructorId}:`);
      await withdrawPendingMessages(
        tx,
        [...lessons.map((l) => slotRemindersPrefix(event.bookingId, l.slotId)), ...instructorsGone],
        'withdrawn: lessons_cancelled',
      );
      const creditLessons = Math.max(0, event.creditLessons ?? 0);
      const creditExpiries = creditLessons ? await findCreditExpiriesOfLessons(tx, event.lessonIds) : [];
      const data = {
        booking: booking.view,
        lessons,
        refundedCents: event.refundedCents,
        creditLessons,
        cause: event.cause ?? 'family',
        creditExpiries,
      };
      const key = `lessons_cancelled:${event.key}`;
      return [
        {
          key,
          to: booking.view.customerEmail,
          message: { kind: 'lessons_cancelled', data },
          // Credits or a free new time are booked in My Lessons: the family's copy takes them there.
          manageLinkUntil: lessonsCancelledSendsToMyLessons(data)
            ? creditsManageLinkUntil(creditExpiries, now, booking.view)
            : undefined,
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: booking.view.customerEmail,
          message: { kind: 'lessons_cancelled_owner', data },
        },
      ];
    }
    case 'package_purchased': {
      const data = (await loadPackagePurchasedView(tx, event.purchaseId)) ?? missing(event);
      const key = `package_purchased:${event.purchaseId}`;
      return [
        {
          key,
          to: data.customerEmail,
          message: { kind: 'package_purchased', data },
          manageLinkUntil: creditsManageLinkUntil([data.expiresAt], now),
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: data.customerEmail,
          message: { kind: 'package_purchased_owner', data },
        },
      ];
    }
    case 'family_sign_in_link':
      return [
        {
          key: `family_sign_in_link:${event.linkId}`,
          to: event.email,
          message: { kind: 'family_sign_in_link', data: { url: event.url } },
        },
      ];
    case 'instructor_invite':
    case 'instructor_sign_in_link':
      return [
        {
          key: `${event.kind}:${event.linkId}`,
          to: event.email,
          message: { kind: event.kind, data: { url: event.url, name: event.name } },
        },
      ];
    case 'lesson_progress': {
      const { email, ...view } = (await progressReportView(tx, event.lessonId)) ?? missing(event);
      return [
        {
          key: `lesson_progress:${event.lessonId}`,
          to: email,
          message: { kind: 'lesson_progress', data: view },
        },
      ];
    }
    case 'waitlist_joined': {
      const { email, ...view } = (await waitlistJoinedView(tx, event.entryId)) ?? missing(event);
      return [
        {
          key: `waitlist_joined:${event.entryId}`,
          to: email,
          message: { kind: 'waitlist_joined', data: { ...view, leaveUrl: event.leaveUrl } },
          manageLinkUntil: waitlistManageLinkUntil(now),
        },
      ];
    }
    case 'waitlist_already_waiting': {
      const { email, ...view } = (await waitlistJoinedView(tx, event.entryId)) ?? missing(event);
      return [
        {
          key: `waitlist_already_waiting:${event.requestId}`,
          to: email,
          message: { kind: 'waitlist_joined', data: { ...view, leaveUrl: null, alreadyWaiting: true } },
          manageLinkUntil: waitlistManageLinkUntil(now),
        },
      ];
    }
    case 'waitlist_offer': {
      const { email, ...view } = (await waitlistOfferView(tx, event.offerId)) ?? missing(event);
      const { claimUrl, declineUrl, leaveUrl } = event;
      return [
        {
          key: `waitlist_offer:${event.offerId}`,
          to: email,
          message: { kind: 'waitlist_offer', data: { ...view, claimUrl, declineUrl, leaveUrl } },
          manageLinkUntil: waitlistManageLinkUntil(now),
        },
      ];
    }
    case 'lesson_request_received': {
      const request = (await loadLessonRequestView(tx, event.requestId)) ?? missing(event);
      const key = `lesson_request_received:${event.requestId}`;
      return [
        {
          key,
          to: request.email,
          message: { kind: 'lesson_request_received', data: request },
          manageLinkUntil: requestManageLinkUntil(request, now),
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: request.email,
          message: { kind: 'lesson_request_owner', data: request },
        },
      ];
    }
    case 'lesson_request_approved':
    case 'lesson_request_declined': {
      const request = (await loadLessonRequestView(tx, event.requestId)) ?? missing(event);
      return [
        {
          key: `${event.kind}:${event.requestId}`,
          to: request.email,
          message: { kind: event.kind, data: request },
          manageLinkUntil: requestManageLinkUntil(request, now),
        },
      ];
    }
    case 'lead_magnet': {
      const lead = (await findLead(tx, event.leadId)) ?? missing(event);
      return [
        {
          key: `lead_magnet:${event.leadId}`,
          to: lead.email,
          message: { kind: 'lead_magnet', data: { name: lead.name, email: lead.email } },
        },
      ];
    }
    case 'contact_message': {
      const row = (await findContactMessage(tx, event.messageId)) ?? missing(event);
      const data = { name: row.name, email: row.email, message: row.message, receivedAt: row.createdAt };
      const key = `contact_message:${event.messageId}`;
      return [
        { key, to: config.ownerEmail, replyTo: row.email, message: { kind: 'contact_owner', data } },
        { key, to: row.email, message: { kind: 'contact_acknowledgement', data } },
      ];
    }
  }
}

/** Created by `buildApp` as the app's email event queue. */
export async function handleEmailEvent(tx: Database, event: EmailEvent, config: Config): Promise<void> {
  const now = new Date();
  const outgoing = await messagesFor(tx, event, config, now);
  await queueMessages(tx, config, outgoing, await templateContext(tx, config, now));
}

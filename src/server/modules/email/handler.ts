/**
 * Turns each email event into outbox rows inside the producer's transaction: one row per recipient and message,
 * keyed by (event, recipient, message) so raising the same event twice queues nothing new.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { brandFrom } from './brand';
import type { EmailEvent } from './events';
import {
  findContactMessage,
  findLead,
  insertOutboxRows,
  withdrawPendingMessages,
  type NewOutboxRow,
} from './repository';
import { renderMessage, type Message, type TemplateContext } from './templates';
import { loadBookingView, loadLessonRequestView } from './views';

/** One message to one address; `key` names the event it answers, e.g. booking_confirmed:<id>. */
export interface OutgoingMessage {
  key: string;
  to: string;
  replyTo?: string;
  message: Message;
}

export function dedupeKey(key: string, to: string, kind: string): string {
  return `${key}:${to.trim().toLowerCase()}:${kind}`;
}

export function outboxRow(outgoing: OutgoingMessage, ctx: TemplateContext): NewOutboxRow {
  const rendered = renderMessage(outgoing.message, ctx);
  return {
    kind: outgoing.message.kind,
    dedupeKey: dedupeKey(outgoing.key, outgoing.to, outgoing.message.kind),
    toAddress: outgoing.to.trim(),
    replyTo: outgoing.replyTo ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
    nextAttemptAt: ctx.now,
  };
}

/** The producer wrote the row before raising the event; a missing row is a bug that must not pass silently. */
function missing(event: EmailEvent): never {
  throw new Error(`Email event ${event.kind} names a row that does not exist: ${JSON.stringify(event)}`);
}

async function messagesFor(tx: Database, event: EmailEvent, config: Config): Promise<OutgoingMessage[]> {
  switch (event.kind) {
    case 'booking_confirmed': {
      const booking = (await loadBookingView(tx, event.bookingId)) ?? missing(event);
      const key = `booking_confirmed:${event.bookingId}`;
      return [
        { key, to: booking.view.customerEmail, message: { kind: 'booking_confirmed', data: booking.view } },
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
        [`reminder:${event.bookingId}.${event.slotId}:`],
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
    case 'lesson_request_received': {
      const request = (await loadLessonRequestView(tx, event.requestId)) ?? missing(event);
      const key = `lesson_request_received:${event.requestId}`;
      return [
        { key, to: request.email, message: { kind: 'lesson_request_received', data: request } },
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

/** Registered with `setEmailEventHandler` by `buildApp`. */
export async function handleEmailEvent(tx: Database, event: EmailEvent, config: Config): Promise<void> {
  const ctx: TemplateContext = { ...brandFrom(config), now: new Date() };
  const outgoing = await messagesFor(tx, event, config);
  await insertOutboxRows(
    tx,
    outgoing.map((o) => outboxRow(o, ctx)),
  );
}

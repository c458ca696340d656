import type { Config } from '../../config';
import type { Database } from '../../db/client';

/**
 * Things that happened which someone must hear about by email. Producers call `queueEmailEvent` inside the
 * transaction that records the event, so the message exists exactly when the event does.
 *
 * Call it after writing the rows the event names (the handler reads them through `tx` and throws when one is
 * missing): the booking with its booking_slots, swimmers and payment; the lesson request; the lead; the contact
 * message. slot_cancelled names one booking with a lesson on the cancelled slot; its refund row, if any, is written.
 * A refund decided in the transaction is read from its refund rows, sent or not.
 */
export type EmailEvent =
  | { kind: 'lesson_request_received'; requestId: string }
  | { kind: 'lesson_request_approved'; requestId: string }
  | { kind: 'lesson_request_declined'; requestId: string }
  | { kind: 'booking_confirmed'; bookingId: string }
  | { kind: 'booking_cancelled'; bookingId: string }
  | { kind: 'booking_refunded'; bookingId: string }
  | { kind: 'late_payment_refunded'; bookingId: string }
  | { kind: 'slot_cancelled'; slotId: string; bookingId: string; refundedCents: number }
  | { kind: 'lead_magnet'; leadId: string }
  | { kind: 'contact_message'; messageId: string };

/** Turns an event into outbox rows (one per recipient); registered by the email module. */
export type EmailEventHandler = (tx: Database, event: EmailEvent, config: Config) => Promise<void>;

/** The app's way to raise email events: created by `buildApp` and decorated on the app as `emails`. */
export interface EmailEvents {
  queue(tx: Database, event: EmailEvent): Promise<void>;
}

export function createEmailEvents(handler: EmailEventHandler, config: Config): EmailEvents {
  return { queue: (tx, event) => handler(tx, event, config) };
}

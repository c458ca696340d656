import type { Config } from '../../config';
import type { Database } from '../../db/client';

/**
 * Things that happened which someone must hear about by email. Producers call `queueEmailEvent` inside the
 * transaction that records the event, so the message exists exactly when the event does.
 *
 * Call it after writing the rows the event names (the handler reads them through `tx` and throws when one is
 * missing): the booking with its booking_slots, swimmers and payment; the lesson request; the lead; the contact
 * message. For slot_cancelled, leave the bookings on the slot confirmed: their customers are the recipients.
 * A refund decided in the transaction is read from the payment marked refund_pending.
 */
export type EmailEvent =
  | { kind: 'lesson_request_received'; requestId: string }
  | { kind: 'lesson_request_approved'; requestId: string }
  | { kind: 'lesson_request_declined'; requestId: string }
  | { kind: 'booking_confirmed'; bookingId: string }
  | { kind: 'booking_cancelled'; bookingId: string }
  | { kind: 'booking_refunded'; bookingId: string }
  | { kind: 'late_payment_refunded'; bookingId: string }
  | { kind: 'slot_cancelled'; slotId: string }
  | { kind: 'lead_magnet'; leadId: string }
  | { kind: 'contact_message'; messageId: string };

/** Turns an event into outbox rows (one per recipient); registered by the email module. */
export type EmailEventHandler = (tx: Database, event: EmailEvent, config: Config) => Promise<void>;

let handler: EmailEventHandler | undefined;

export function setEmailEventHandler(next: EmailEventHandler) {
  handler = next;
}

export async function queueEmailEvent(tx: Database, event: EmailEvent, config: Config): Promise<void> {
  if (handler) await handler(tx, event, config);
}

/**
 * Turns each email event into outbox rows inside the producer's transaction: one row per recipient and message,
 * keyed by (event, recipient, message) so raising the same event twice queues nothing new. The views the messages
 * are written from are read by the modules that own them, handed over as `EmailSources` when the app is composed.
 */
import type { Config } from '../../config';
import type { EmailSources } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import type { EmailEvent, EmailEventHandler } from './events';
import { missing, queueMessages, templateContext, type OutgoingMessage } from './outgoing';
import { bookingMessagesFor } from './booking-messages';

async function messagesFor(
  tx: Database,
  sources: EmailSources,
  event: EmailEvent,
  config: Config,
): Promise<OutgoingMessage[]> {
  switch (event.kind) {
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'booking_refunded':
    case 'late_payment_refunded':
    case 'slot_cancelled':
    case 'lesson_rescheduled':
    case 'lessons_cancelled':
    case 'package_purchased':
      return bookingMessagesFor(tx, sources, event, config);
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
      const { email, ...view } = (await sources.lessonProgress(tx, event.lessonId)) ?? missing(event);
      return [
        {
          key: `lesson_progress:${event.lessonId}`,
          to: email,
          message: { kind: 'lesson_progress', data: view },
        },
      ];
    }
    case 'waitlist_joined': {
      const { email, ...view } = (await sources.waitlistEntry(tx, event.entryId)) ?? missing(event);
      return [
        {
          key: `waitlist_joined:${event.entryId}`,
          to: email,
          message: { kind: 'waitlist_joined', data: { ...view, leaveUrl: event.leaveUrl } },
        },
      ];
    }
    case 'waitlist_already_waiting': {
      const { email, ...view } = (await sources.waitlistEntry(tx, event.entryId)) ?? missing(event);
      return [
        {
          key: `waitlist_already_waiting:${event.requestId}`,
          to: email,
          message: { kind: 'waitlist_joined', data: { ...view, leaveUrl: null, alreadyWaiting: true } },
        },
      ];
    }
    case 'waitlist_offer': {
      const { email, ...view } = (await sources.waitlistOffer(tx, event.offerId)) ?? missing(event);
      const { claimUrl, declineUrl, leaveUrl } = event;
      return [
        {
          key: `waitlist_offer:${event.offerId}`,
          to: email,
          message: { kind: 'waitlist_offer', data: { ...view, claimUrl, declineUrl, leaveUrl } },
        },
      ];
    }
    case 'lesson_request_received': {
      const request = (await sources.lessonRequest(tx, event.requestId)) ?? missing(event);
      const key = `lesson_request_received:${event.requestId}`;
      return [
        {
          key,
          to: request.email,
          message: { kind: 'lesson_request_received', data: request },
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
      const request = (await sources.lessonRequest(tx, event.requestId)) ?? missing(event);
      return [
        {
          key: `${event.kind}:${event.requestId}`,
          to: request.email,
          message: { kind: event.kind, data: request },
        },
      ];
    }
    case 'lead_magnet': {
      const lead = (await sources.lead(tx, event.leadId)) ?? missing(event);
      return [
        {
          key: `lead_magnet:${event.leadId}`,
          to: lead.email,
          message: { kind: 'lead_magnet', data: { name: lead.name, email: lead.email } },
        },
      ];
    }
    case 'documents_signed': {
      const { email, copies } = (await sources.signedDocuments(tx, event.signatureIds)) ?? missing(event);
      return [
        {
          key: `documents_signed:${event.signatureIds[0]}`,
          to: email,
          message: { kind: 'documents_signed', data: { copies } },
        },
      ];
    }
    case 'contact_message': {
      const data = (await sources.contactMessage(tx, event.messageId)) ?? missing(event);
      const key = `contact_message:${event.messageId}`;
      return [
        { key, to: config.ownerEmail, replyTo: data.email, message: { kind: 'contact_owner', data } },
        { key, to: data.email, message: { kind: 'contact_acknowledgement', data } },
      ];
    }
  }
}

/** The app's email event handler, reading each message's views through `sources`; `buildApp` makes it its queue. */
export function createEmailEventHandler(sources: EmailSources): EmailEventHandler {
  return async (tx, event, config) => {
    const now = new Date();
    const outgoing = await messagesFor(tx, sources, event, config);
    await queueMessages(sources, tx, config, outgoing, await templateContext(sources, tx, config, now));
  };
}

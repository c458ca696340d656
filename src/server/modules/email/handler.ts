/**
 * Turns each email event into outbox rows inside the producer's transaction: one row per recipient and message,
 * keyed by (event, recipient, message) so raising the same event twice queues nothing new.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { progressReportView } from '../instructors';
import { waitlistJoinedView, waitlistOfferView } from '../waitlist';
import type { EmailEvent } from './events';
import { requestManageLinkUntil, waitlistManageLinkUntil } from './manage-link';
import { findContactMessage, findLead } from './event-facts.repository';
import { loadLessonRequestView } from './views';

import { missing, queueMessages, templateContext, type OutgoingMessage } from './outgoing';
import { bookingMessagesFor } from './booking-messages';

async function messagesFor(
  tx: Database,
  event: EmailEvent,
  config: Config,
  now: Date,
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
      return bookingMessagesFor(tx, event, config, now);
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

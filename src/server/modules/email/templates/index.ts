import {
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingConfirmedOwnerEmail,
  bookingRefundedEmail,
  instructorNoticeEmail,
  latePaymentRefundedEmail,
  lessonReminderEmail,
  slotCancelledEmail,
} from './booking';
import type { TemplateContext } from './booking-parts';
import { contactAcknowledgementEmail, contactOwnerEmail, leadMagnetEmail } from './contact';
import {
  documentsReminderEmail,
  documentsSignedEmail,
  type DocumentsReminderView,
  type DocumentsSignedView,
} from './documents';
import { familySignInLinkEmail } from './family';
import {
  instructorInviteEmail,
  instructorSignInLinkEmail,
  lessonProgressEmail,
  type InstructorLinkView,
  type LessonProgressView,
} from './instructors';
import { lessonRescheduledEmail, lessonRescheduledOwnerEmail } from './lesson-changes';
import { lessonsCancelledEmail, lessonsCancelledOwnerEmail } from './lessons-cancelled';
import type {
  BookingView,
  ContactMessageView,
  FamilySignInLinkView,
  InstructorNoticeView,
  LeadView,
  LessonRequestView,
  LessonRescheduledView,
  LessonsCancelledView,
  LessonView,
  PackagePurchasedView,
  SlotCancelledView,
} from './models';
import { packagePurchasedEmail, packagePurchasedOwnerEmail } from './packages';
import { renderEmail, type RenderedEmail } from './render';
import {
  lessonRequestApprovedEmail,
  lessonRequestDeclinedEmail,
  lessonRequestOwnerEmail,
  lessonRequestReceivedEmail,
} from './requests';
import {
  waitlistJoinedEmail,
  waitlistOfferEmail,
  type WaitlistJoinedView,
  type WaitlistOfferView,
} from './waitlist';

export type { TemplateContext } from './booking-parts';

/** Every message the business sends, each with the data its one template needs. */
export type Message =
  | { kind: 'booking_confirmed'; data: BookingView }
  | { kind: 'booking_confirmed_owner'; data: BookingView }
  | { kind: 'booking_cancelled'; data: BookingView }
  | { kind: 'booking_refunded'; data: BookingView }
  | { kind: 'late_payment_refunded'; data: BookingView }
  | { kind: 'slot_cancelled'; data: SlotCancelledView }
  | { kind: 'lesson_reminder'; data: { booking: BookingView; lesson: LessonView } }
  | { kind: 'instructor_notice'; data: InstructorNoticeView }
  | { kind: 'lesson_rescheduled'; data: LessonRescheduledView }
  | { kind: 'lesson_rescheduled_owner'; data: LessonRescheduledView }
  | { kind: 'lessons_cancelled'; data: LessonsCancelledView }
  | { kind: 'lessons_cancelled_owner'; data: LessonsCancelledView }
  | { kind: 'package_purchased'; data: PackagePurchasedView }
  | { kind: 'package_purchased_owner'; data: PackagePurchasedView }
  | { kind: 'family_sign_in_link'; data: FamilySignInLinkView }
  | { kind: 'instructor_invite'; data: InstructorLinkView }
  | { kind: 'instructor_sign_in_link'; data: InstructorLinkView }
  | { kind: 'lesson_progress'; data: LessonProgressView }
  | { kind: 'waitlist_joined'; data: WaitlistJoinedView }
  | { kind: 'waitlist_offer'; data: WaitlistOfferView }
  | { kind: 'lesson_request_received'; data: LessonRequestView }
  | { kind: 'lesson_request_owner'; data: LessonRequestView }
  | { kind: 'lesson_request_approved'; data: LessonRequestView }
  | { kind: 'lesson_request_declined'; data: LessonRequestView }
  | { kind: 'lead_magnet'; data: LeadView }
  | { kind: 'contact_owner'; data: ContactMessageView }
  | { kind: 'contact_acknowledgement'; data: ContactMessageView }
  | { kind: 'documents_signed'; data: DocumentsSignedView }
  | { kind: 'documents_reminder'; data: DocumentsReminderView };

export type MessageKind = Message['kind'];

export function renderMessage(message: Message, ctx: TemplateContext): RenderedEmail {
  return renderEmail(contentOf(message, ctx), ctx);
}

function contentOf(message: Message, ctx: TemplateContext) {
  switch (message.kind) {
    case 'booking_confirmed':
      return bookingConfirmedEmail(message.data, ctx);
    case 'booking_confirmed_owner':
      return bookingConfirmedOwnerEmail(message.data, ctx);
    case 'booking_cancelled':
      return bookingCancelledEmail(message.data, ctx);
    case 'booking_refunded':
      return bookingRefundedEmail(message.data, ctx);
    case 'late_payment_refunded':
      return latePaymentRefundedEmail(message.data, ctx);
    case 'slot_cancelled':
      return slotCancelledEmail(message.data, ctx);
    case 'lesson_reminder':
      return lessonReminderEmail(message.data, ctx);
    case 'instructor_notice':
      return instructorNoticeEmail(message.data, ctx);
    case 'lesson_rescheduled':
      return lessonRescheduledEmail(message.data, ctx);
    case 'lesson_rescheduled_owner':
      return lessonRescheduledOwnerEmail(message.data, ctx);
    case 'lessons_cancelled':
      return lessonsCancelledEmail(message.data, ctx);
    case 'lessons_cancelled_owner':
      return lessonsCancelledOwnerEmail(message.data, ctx);
    case 'package_purchased':
      return packagePurchasedEmail(message.data, ctx);
    case 'package_purchased_owner':
      return packagePurchasedOwnerEmail(message.data, ctx);
    case 'family_sign_in_link':
      return familySignInLinkEmail(message.data, ctx);
    case 'instructor_invite':
      return instructorInviteEmail(message.data, ctx);
    case 'instructor_sign_in_link':
      return instructorSignInLinkEmail(message.data, ctx);
    case 'lesson_progress':
      return lessonProgressEmail(message.data, ctx);
    case 'waitlist_joined':
      return waitlistJoinedEmail(message.data, ctx);
    case 'waitlist_offer':
      return waitlistOfferEmail(message.data, ctx);
    case 'lesson_request_received':
      return lessonRequestReceivedEmail(message.data, ctx);
    case 'lesson_request_owner':
      return lessonRequestOwnerEmail(message.data, ctx);
    case 'lesson_request_approved':
      return lessonRequestApprovedEmail(message.data, ctx);
    case 'lesson_request_declined':
      return lessonRequestDeclinedEmail(message.data, ctx);
    case 'lead_magnet':
      return leadMagnetEmail(message.data, ctx);
    case 'documents_signed':
      return documentsSignedEmail(message.data, ctx);
    case 'documents_reminder':
      return documentsReminderEmail(message.data, ctx);
    case 'contact_owner':
      return contactOwnerEmail(message.data, ctx);
    case 'contact_acknowledgement':
      return contactAcknowledgementEmail(message.data, ctx);
  }
}

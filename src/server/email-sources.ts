/**
 * What the email module writes from, each read (or, for the manage link, stored) by the module that owns the rows:
 * the app hands these to the email module's event handler, jobs and routes, so the email module imports none of these
 * modules and reads none of their tables (docs/decisions/0157).
 */
import type { EmailSources } from './contracts/email-views';
import { contactMessageEmailView } from './modules/contact';
import { documentsMissingFor, signedDocumentsEmailView } from './modules/documents';
import { createManageLink } from './modules/auth';
import { leadEmailView } from './modules/growth';
import { progressReportView } from './modules/instructors';
import {
  bookingEmailFacts,
  confirmedBookingEmailFacts,
  creditExpiriesOfLessons,
  firstLessonsWithInstructorBetween,
  getBusinessPolicies,
  lessonsStartingBetween,
  lessonMoveEmailFacts,
  packagePurchaseEmailView,
} from './modules/ledger';
import { lessonRequestEmailView } from './modules/requests';
import { waitlistJoinedView, waitlistOfferView } from './modules/waitlist';

export const EMAIL_SOURCES: EmailSources = {
  booking: bookingEmailFacts,
  confirmedBooking: confirmedBookingEmailFacts,
  lessonMove: lessonMoveEmailFacts,
  creditExpiriesOfLessons,
  packagePurchase: packagePurchaseEmailView,
  lessonRequest: lessonRequestEmailView,
  lead: leadEmailView,
  contactMessage: contactMessageEmailView,
  waitlistEntry: waitlistJoinedView,
  waitlistOffer: waitlistOfferView,
  lessonProgress: progressReportView,
  lessonsStartingBetween,
  firstLessonsWithInstructorBetween,
  cancelNoticeHours: async (tx) => (await getBusinessPolicies(tx)).cancelNoticeHours,
  signedDocuments: signedDocumentsEmailView,
  documentsMissing: documentsMissingFor,
  manageLink: createManageLink,
};

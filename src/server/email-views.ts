/**
 * The email module's views, each read by the module that owns the rows behind it: the app hands these readers to the
 * email module's event handler and jobs, so the email module imports none of these modules and reads none of their
 * tables (docs/decisions/0157).
 */
import type { EmailViewReaders } from './contracts/email-views';
import { contactMessageEmailView } from './modules/contact';
import { leadEmailView } from './modules/growth';
import { progressReportView } from './modules/instructors';
import {
  bookingEmailFacts,
  confirmedBookingEmailFacts,
  creditExpiriesOfLessons,
  lessonMoveEmailFacts,
  packagePurchaseEmailView,
} from './modules/ledger';
import { lessonRequestEmailView } from './modules/requests';
import { waitlistJoinedView, waitlistOfferView } from './modules/waitlist';

export const EMAIL_VIEW_READERS: EmailViewReaders = {
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
};

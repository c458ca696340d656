/**
 * What each template needs, in the business's words. The event handler builds these from rows; the previews
 * build them from sample data. Money is in cents, instants are Dates, and `timeZone` is the customer's.
 */

export interface LessonView {
  slotId: string;
  start: Date;
  end: Date;
  instructorName: string;
  venueName: string;
  venueAddress: string | null;
}

export interface SwimmerView {
  name: string;
  email: string;
  phone: string | null;
  ageGroup: string;
  level: string;
  goals: string | null;
  healthConsiderations: string | null;
  fears: string | null;
}

export interface BookingView {
  id: string;
  reference: string;
  lessonType: string;
  swimmersCount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  timeZone: string;
  lessons: LessonView[];
  swimmers: SwimmerView[];
  addOns: { name: string; quantity: number; priceCents: number }[];
  breakdown: {
    subtotal: number;
    travelFees: number;
    addOns: number;
    discount: number;
    taxes: number;
    total: number;
  };
  couponCode: string | null;
  emergency: { name: string; phone: string; relationship: string | null };
  specialRequests: string | null;
  refundedCents: number;
  cancelReason: string | null;
}

export interface LessonRequestView {
  requestCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lessonType: string;
  swimmers: number;
  dates: string[];
  lessons: LessonView[];
  decisionMessage: string | null;
  /** The confirmed booking an approved request became, if any. */
  booking?: BookingView;
}

export interface LeadView {
  name: string;
  email: string;
}

export interface ContactMessageView {
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

export interface InstructorNoticeView {
  instructorName: string;
  booking: BookingView;
  /** The lessons of this booking this instructor teaches, first one first. */
  lessons: LessonView[];
}

export interface SlotCancelledView {
  booking: BookingView;
  lesson: LessonView;
  /** This lesson's share of the payment, refunded; 0 when nothing was paid online. */
  refundedCents: number;
}

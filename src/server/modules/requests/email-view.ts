/** A lesson request as its emails show it (contracts/email-views.ts), read inside the producer's transaction. */
import type { LessonRequestView } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import { emailLessonTimes, requestBookingEmailView } from '../ledger';
import * as repo from './repository';

/** The request, its wished-for lesson times, and the booking an approved request became. */
export async function lessonRequestEmailView(
  tx: Database,
  requestId: string,
): Promise<LessonRequestView | undefined> {
  const request = await repo.findRequestById(tx, requestId);
  if (!request) return undefined;
  const lessons = await emailLessonTimes(tx, request.slotIds);
  const booking = request.status === 'approved' ? await requestBookingEmailView(tx, request.id) : undefined;
  return {
    requestCode: request.requestCode,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    lessonType: request.lessonType,
    swimmers: request.swimmers,
    dates: request.dates,
    lessons,
    decisionMessage: request.decisionMessage,
    booking,
  };
}

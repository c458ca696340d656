/**
 * Whether step 5 offers "Use a lesson credit": only for a family signed in to My Lessons on this browser (the
 * session hint, so a visitor who never signed in asks nothing and sees no 401), whose credits cover every swimmer
 * in every held time, when the booking is for the session's email and nothing in it is paid by card only.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreditQuote } from '@core/api/credits';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { LEVEL_IDS, type LevelId } from '@core/catalog/levels';
import { familySessionQuery, mayHaveFamilySession } from '@web/lib/family-session';
import { creditQuoteQuery } from '../api/get-credit-quote';
import type { BookingDraftState } from '../lib/draft';

export const EXTRAS_BY_CARD_MESSAGE = 'Add-ons and coupons are paid by card';

export type CreditOption =
  | { kind: 'none' }
  /** Nobody is signed in on this browser: a family with credits may sign in to use them. */
  | { kind: 'signed_out' }
  | { kind: 'checking' }
  /** Credits would cover the lessons, but add-ons or a coupon are chosen. */
  | { kind: 'extras_by_card'; quote: CreditQuote }
  /** The credits belong to the signed-in email; the booking is for another one. */
  | { kind: 'other_email'; email: string; quote: CreditQuote }
  | { kind: 'available'; quote: CreditQuote };

const isLevel = (level: string): level is LevelId => (LEVEL_IDS as readonly string[]).includes(level);

export function useCreditOption(
  draft: BookingDraftState,
  slotIds: string[],
  /** From the review step on: the swimmers, add-ons and coupon are known by then. */
  active: boolean,
): CreditOption {
  const hinted = active && mayHaveFamilySession();
  const session = useQuery({ ...familySessionQuery(), enabled: hinted });
  const levels = draft.swimmers.map((s) => s.level);
  const body = {
    lessonType: (draft.lessonType ?? 'private') as LessonTypeId,
    slotIds,
    swimmerLevels: levels.filter(isLevel),
  };
  const askable =
    hinted && !!session.data && draft.lessonType !== null && levels.length > 0 && levels.every(isLevel);
  const quote = useQuery({ ...creditQuoteQuery(body), enabled: askable });

  if (!active) return { kind: 'none' };
  if (!hinted) return { kind: 'signed_out' };
  if (session.isPending) return { kind: 'checking' };
  if (!session.data) return { kind: 'signed_out' };
  if (!askable) return { kind: 'none' };
  if (quote.isPending) return { kind: 'checking' };
  // A quote that failed (the session ended since) leaves the card as the way to pay.
  if (!quote.data || !quote.data.covered) return { kind: 'none' };
  const extras = draft.addOns.some((a) => a.quantity > 0) || draft.couponCode !== null;
  if (extras) return { kind: 'extras_by_card', quote: quote.data };
  const bookingEmail = draft.swimmers[0]?.email.trim().toLowerCase() ?? '';
  if (bookingEmail !== session.data.email.trim().toLowerCase())
    return { kind: 'other_email', email: session.data.email, quote: quote.data };
  return { kind: 'available', quote: quote.data };
}

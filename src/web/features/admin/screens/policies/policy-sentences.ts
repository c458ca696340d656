import type { BusinessPolicies } from '@core/api/admin';

/** What the policy means for a family, in one sentence. */
export function refundRuleText(
  hours: number,
  refundAs: BusinessPolicies['cancelRefundAs'] = 'refund',
): string {
  const back =
    refundAs === 'credit' ? 'gets lesson credits for it' : "gets that lesson's share back on their card";
  const late = refundAs === 'credit' ? 'no credits' : 'no refund';
  return hours > 0
    ? `A family cancelling or moving a lesson more than ${hours} hours before it starts ${back}; with less notice, ${late}.`
    : `A family cancelling or moving a lesson any time before it starts ${back}.`;
}

/** How long a waitlist offer holds its seats, in words. */
export function offerWindowText(minutes: number): string {
  const length =
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  return `When a seat opens, the next family on the waitlist has ${length} to book it before it goes to the family after them (never later than the booking notice before the lesson).`;
}

/** What a family gets back on a cancellation in time, and how long credits last, in words. */
export function creditPolicyText(refundAs: BusinessPolicies['cancelRefundAs'], months: number): string {
  const valid = `${months} month${months === 1 ? '' : 's'}`;
  return refundAs === 'credit'
    ? `A lesson paid by card and cancelled in time becomes lesson credits, one per swimmer, valid for ${valid}; nothing goes back to the card.`
    : `A lesson paid by card and cancelled in time is refunded to the card. Weather and goodwill credits stay valid for ${valid}.`;
}

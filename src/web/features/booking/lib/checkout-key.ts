/**
 * The idempotency key of a checkout (create-payment-intent). The same hold, draft and round give the same key, so a
 * retried request finds the checkout it already started instead of charging twice. A new hold gives a new key: a
 * checkout belongs to one hold. The round moves on when the server answers CHECKOUT_ENDED: that key's checkout
 * was voided (its hold was reshaped) or expired, and can never be paid, so only a new key starts a payable one.
 */
export function checkoutKey(
  holdId: string,
  body: { bookingData: unknown; slotIds: string[] },
  round: number,
) {
  return `${holdId}:${fingerprint(body)}:${round}`;
}

/** A short, stable fingerprint of a request body: same draft, same key, same payment intent. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

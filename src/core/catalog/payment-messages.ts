/** What the spec tells a customer about a payment (the payment and confirmation screens), written once for the browser, the server and emails. */
export const PAYMENT_MESSAGES = {
  /** Shown when the provider refuses a payment without saying why. */
  failed: 'An error occurred during payment',
  /** Shown when paying fails for a reason that is not the provider's answer (no connection, a crash). */
  unexpected: 'An unexpected error occurred',
  /** Shown once the provider has taken a card payment, with `processing`, until the booking is confirmed. */
  succeeded: 'Payment Successful!',
  /** Shown under `succeeded`, and on the confirmation page while it waits for the server. */
  processing: 'Processing your booking confirmation...',
  /** The confirmation's heading, only once the server says the booking is confirmed. */
  confirmed: 'Booking Confirmed!',
} as const;

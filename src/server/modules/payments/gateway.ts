/**
 * The payment provider behind one interface. `stripe` when keys are configured, else the built-in `test`
 * gateway whose intents live in the database like a provider's would. Services ask the gateway, never the
 * browser, whether money moved.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createStripeGateway } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'failed';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  status: IntentStatus;
  /** The provider's message for the last failed attempt. */
  lastError: string | null;
  bookingId: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  intentId: string | null;
}

export interface PaymentGateway {
  kind: 'test' | 'stripe';
  /** Same idempotency key, same intent: a retry never creates a second charge. */
  createIntent(input: {
    amount: number;
    bookingId: string;
    idempotencyKey: string;
    description: string;
    email: string;
  }): Promise<PaymentIntent>;
  retrieve(intentId: string): Promise<PaymentIntent>;
  /** Refunds `amount` cents (all when absent); the key makes a repeated refund a no-op. */
  refund(
    intentId: string,
    options: { amount?: number; idempotencyKey: string },
  ): Promise<{ refundedCents: number }>;
  /** Cancels an unpaid intent so it can no longer be paid; a paid or already cancelled one is left alone. */
  cancel(intentId: string): Promise<void>;
  /** Verifies the signature and reads the event; throws a 400 AppError when it does not verify. */
  parseWebhook(rawBody: string, signature: string | undefined): WebhookEvent;
}

/** `stripe` when keys are configured, else the test gateway; `buildApp` decorates the app with it. */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  return config.stripe ? createStripeGateway(config.stripe) : createTestGateway(db);
}

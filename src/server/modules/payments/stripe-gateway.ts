import Stripe from 'stripe';
import { AppError } from '../../errors';
import type { IntentStatus, PaymentGateway, PaymentIntent } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where the API lives; tests point these at a local fake server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const status: IntentStatus =
    pi.status === 'requires_confirmation' || pi.status === 'requires_capture'
      ? 'processing'
      : pi.status === 'requires_payment_method' && pi.last_payment_error
        ? 'failed'
        : (pi.status as IntentStatus);
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    status,
    lastError: pi.last_payment_error?.message ?? null,
    bookingId: typeof pi.metadata?.bookingId === 'string' ? pi.metadata.bookingId : null,
  };
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  return {
    kind: 'stripe',
    async createIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'usd',
          description: input.description,
          receipt_email: input.email,
          metadata: { bookingId: input.bookingId },
          // Card, Apple Pay and Google Pay through the Payment Element.
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(pi);
    },
    async retrieve(intentId) {
      return toIntent(await stripe.paymentIntents.retrieve(intentId));
    },
    async refund(intentId, { amount, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, ...(amount ? { amount } : {}) },
        { idempotencyKey },
      );
      return { refundedCents: refund.amount };
    },
    async cancel(intentId) {
      const pi = await stripe.paymentIntents.retrieve(intentId);
      if (
        ['requires_payment_method', 'requires_action', 'requires_confirmation', 'requires_capture'].includes(
          pi.status,
        )
      ) {
        await stripe.paymentIntents.cancel(intentId);
      }
    },
    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret)
        throw new AppError('WEBHOOK_NOT_CONFIGURED', 400, 'Webhooks are not configured on this server');
      if (!signature) throw new AppError('BAD_SIGNATURE', 400, 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError('BAD_SIGNATURE', 400, 'The webhook signature does not verify');
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        payment_intent?: string | { id: string } | null;
      };
      const intentId =
        object.object === 'payment_intent'
          ? (object.id ?? null)
          : typeof object.payment_intent === 'string'
            ? object.payment_intent
            : (object.payment_intent?.id ?? null);
      return { id: event.id, type: event.type, intentId };
    },
  };
}

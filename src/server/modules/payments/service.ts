/** Payment events from outside the browser: the provider's webhook and the test gateway's card form. */
import type { FastifyInstance } from 'fastify';
import type { PaymentResult } from '@core/api/payments';
import { AppError } from '../../errors';
import { settleIntent } from '../ledger';
import * as repo from './repository';
import type { TestGateway } from './test-gateway';

type App = Pick<
  FastifyInstance,
  'db' | 'config' | 'log' | 'emails' | 'paymentGateway' | 'travelTimes' | 'metrics'
>;

const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.succeeded',
]);

/**
 * Handles one verified webhook. The event only says "look at this intent": the gateway is asked for its state,
 * so events arriving out of order, or twice, cannot move a booking backwards or settle it twice.
 */
export async function handleWebhook(
  app: App,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: boolean }> {
  const event = app.paymentGateway.parseWebhook(rawBody, signature);
  if (await repo.isPaymentEventRecorded(app.db, event.id)) return { received: true, duplicate: true };
  if (event.type === 'payment_intent.payment_failed') app.metrics.paymentFailed();
  if (SETTLING_EVENTS.has(event.type) && event.intentId) {
    try {
      await settleIntent(app, event.intentId);
    } catch (err) {
      // A failed or unfinished payment is an answer, not an error: the event is handled.
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    }
  }
  // Recorded after handling, so a delivery that failed half-way is processed again on the provider's retry.
  await repo.recordPaymentEvent(app.db, { id: event.id, type: event.type });
  return { received: true };
}

function testGateway(app: App): TestGateway {
  const gateway = app.paymentGateway;
  if (gateway.kind !== 'test')
    throw new AppError('NOT_FOUND', 404, 'The test card form is only available in test mode');
  return gateway as TestGateway;
}

async function settleAfterTestPayment(
  app: App,
  intentId: string,
  outcome: PaymentResult,
): Promise<PaymentResult> {
  if (outcome.status === 'failed') app.metrics.paymentFailed();
  if (outcome.status !== 'succeeded') return outcome;
  // As a provider's webhook would: the booking is settled even if the browser never comes back.
  await settleIntent(app, intentId).catch((err: unknown) =>
    app.log.warn({ err }, 'settling after a test payment failed'),
  );
  return outcome;
}

export async function payWithTestCard(
  app: App,
  input: { paymentIntentId: string; clientSecret: string; cardNumber: string },
): Promise<PaymentResult> {
  const outcome = await testGateway(app).payWithCard(
    input.paymentIntentId,
    input.clientSecret,
    input.cardNumber,
  );
  return settleAfterTestPayment(app, input.paymentIntentId, outcome);
}

export async function authenticateTestPayment(
  app: App,
  input: { paymentIntentId: string; clientSecret: string; approve: boolean },
): Promise<PaymentResult> {
  const outcome = await testGateway(app).authenticate(
    input.paymentIntentId,
    input.clientSecret,
    input.approve,
  );
  return settleAfterTestPayment(app, input.paymentIntentId, outcome);
}

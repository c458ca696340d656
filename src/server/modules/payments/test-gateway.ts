/**
 * The built-in gateway for running without a provider: it keeps each intent in `app_state` (as a provider keeps
 * it on its servers) and accepts the well-known test cards. No money ever moves.
 */
import { TEST_CARDS } from '@core/api/payments';
import { secretToken } from '../../lib/ids';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentGateway, PaymentIntent } from './gateway';
import { readTestIntent, writeTestIntent, findTestIntentByKey } from './repository';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

export interface TestIntentState extends PaymentIntent {
  idempotencyKey: string;
  refundedCents: number;
  refundKeys: string[];
}

export type TestCardOutcome =
  { status: 'succeeded' } | { status: 'requires_action' } | { status: 'failed'; message: string };

export const TEST_DECLINE_MESSAGE = 'Your card was declined.';
export const TEST_AUTH_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface TestGateway extends PaymentGateway {
  kind: 'test';
  /** The test card form: what a provider does when the browser confirms a card payment. */
  payWithCard(intentId: string, clientSecret: string, cardNumber: string): Promise<TestCardOutcome>;
  authenticate(intentId: string, clientSecret: string, approve: boolean): Promise<TestCardOutcome>;
}

function outcomeForCard(cardNumber: string): TestCardOutcome {
  if (cardNumber === TEST_CARDS.succeeds) return { status: 'succeeded' };
  if (cardNumber === TEST_CARDS.needsAuthentication) return { status: 'requires_action' };
  if (cardNumber === TEST_CARDS.declined) return { status: 'failed', message: TEST_DECLINE_MESSAGE };
  return {
    status: 'failed',
    message: 'Your card number is not a test card. Use 4242 4242 4242 4242 in test mode.',
  };
}

const publicIntent = (s: TestIntentState): PaymentIntent => ({
  id: s.id,
  clientSecret: s.clientSecret,
  amount: s.amount,
  status: s.status,
  lastError: s.lastError,
  bookingId: s.bookingId,
});

export function createTestGateway(db: Database): TestGateway {
  async function load(intentId: string, clientSecret?: string): Promise<TestIntentState> {
    const state = await readTestIntent(db, intentId);
    if (!state || (clientSecret !== undefined && state.clientSecret !== clientSecret)) {
      throw new AppError(
        'PAYMENT_NOT_FOUND',
        404,
        'That payment could not be found. Please start the payment again.',
      );
    }
    return state;
  }
  async function settle(state: TestIntentState, outcome: TestCardOutcome): Promise<TestCardOutcome> {
    const next: TestIntentState = {
      ...state,
      status: outcome.status,
      lastError: outcome.status === 'failed' ? outcome.message : null,
    };
    await writeTestIntent(db, next);
    return outcome;
  }
  return {
    kind: 'test',
    async createIntent(input) {
      const existing = await findTestIntentByKey(db, input.idempotencyKey);
      if (existing) return publicIntent(existing);
      const id = `pi_test_${secretToken(12)}`;
      const state: TestIntentState = {
        id,
        clientSecret: `${id}_secret_${secretToken(18)}`,
        amount: input.amount,
        status: 'requires_payment_method',
        lastError: null,
        bookingId: input.bookingId,
        idempotencyKey: input.idempotencyKey,
        refundedCents: 0,
        refundKeys: [],
      };
      await writeTestIntent(db, state);
      return publicIntent(state);
    },
    async retrieve(intentId) {
      return publicIntent(await load(intentId));
    },
    async refund(intentId, { amount, idempotencyKey }) {
      const state = await load(intentId);
      if (state.refundKeys.includes(idempotencyKey)) return { refundedCents: 0 };
      if (state.status !== 'succeeded')
        throw new AppError(
          'NOT_REFUNDABLE',
          409,
          'This payment has not been taken, so there is nothing to refund',
        );
      const refundable = state.amount - state.refundedCents;
      const refunded = Math.min(amount ?? refundable, refundable);
      await writeTestIntent(db, {
        ...state,
        refundedCents: state.refundedCents + refunded,
        refundKeys: [...state.refundKeys, idempotencyKey],
      });
      return { refundedCents: refunded };
    },
    async cancel(intentId) {
      const state = await load(intentId);
      if (state.status === 'succeeded' || state.status === 'canceled') return;
      await writeTestIntent(db, { ...state, status: 'canceled' });
    },
    parseWebhook() {
      throw new AppError('WEBHOOK_NOT_CONFIGURED', 400, 'The test gateway does not send webhooks');
    },
    async payWithCard(intentId, clientSecret, cardNumber) {
      const state = await load(intentId, clientSecret);
      if (state.status === 'succeeded') return { status: 'succeeded' };
      if (state.status === 'canceled') {
        return {
          status: 'failed',
          message:
            'This payment was cancelled because the hold on your lesson times ran out. Please start again.',
        };
      }
      return settle(state, outcomeForCard(cardNumber));
    },
    async authenticate(intentId, clientSecret, approve) {
      const state = await load(intentId, clientSecret);
      if (state.status !== 'requires_action')
        return state.status === 'succeeded'
          ? { status: 'succeeded' }
          : { status: 'failed', message: PAYMENT_MESSAGES.unexpected };
      return settle(
        state,
        approve ? { status: 'succeeded' } : { status: 'failed', message: TEST_AUTH_FAILED_MESSAGE },
      );
    },
  };
}

import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  test('runs offline with no settings: embedded database with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      taxRateBps: 800,
      stripe: undefined,
    });
  });

  test('does not seed demo data into a real PostgreSQL unless asked', () => {
    const pg = { DATABASE_URL: 'postgres://u@localhost/db', PAYMENT_GATEWAY: 'test' };
    expect(loadConfig(pg).seedDemo).toBe(false);
    expect(loadConfig({ ...pg, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  test('fails with every bad variable named', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', BUSINESS_EMAIL: 'not-an-email' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/BUSINESS_EMAIL must be an email address/);
  });
});

describe('choosing the payment gateway', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };
  const POSTGRES = { DATABASE_URL: 'postgres://u@localhost/db' };
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  test('the embedded database runs the test gateway when no Stripe key is set', () => {
    expect(loadConfig({})).toMatchObject({ paymentGateway: 'test', stripe: undefined });
  });

  test('Stripe takes payments when both keys and the webhook secret are set, on either database', () => {
    for (const env of [STRIPE, { ...STRIPE, ...POSTGRES }]) {
      expect(loadConfig(env)).toMatchObject({
        paymentGateway: 'stripe',
        stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' },
      });
    }
  });

  test('a PostgreSQL deployment without Stripe refuses to start, saying how to take payments or test on purpose', () => {
    const message = refusal(POSTGRES);
    expect(message).toContain('PAYMENT_GATEWAY: with DATABASE_URL set, payments need Stripe');
    expect(message).toContain('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('PAYMENT_GATEWAY=test');
  });

  test('a PostgreSQL deployment runs the test gateway only when PAYMENT_GATEWAY=test asks for it', () => {
    expect(loadConfig({ ...POSTGRES, PAYMENT_GATEWAY: 'test' })).toMatchObject({
      paymentGateway: 'test',
      stripe: undefined,
    });
  });

  test.each([
    [
      'only the secret key',
      { STRIPE_SECRET_KEY: 'sk_test_x' },
      ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ],
    [
      'both keys without the webhook secret',
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      ['STRIPE_WEBHOOK_SECRET'],
    ],
    [
      'only the webhook secret',
      { STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
    ],
  ])(
    'half a Stripe configuration (%s) always refuses, naming exactly what is missing',
    (_name, keys, missing) => {
      for (const env of [keys, { ...keys, ...POSTGRES }, { ...keys, PAYMENT_GATEWAY: 'test' }]) {
        const message = refusal(env);
        const named = message.split('\n').filter((line) => /is missing/.test(line));
        expect(named.map((line) => line.trim().split(':')[0])).toEqual(missing);
      }
    },
  );

  test('PAYMENT_GATEWAY=stripe without the keys names every one of them', () => {
    const named = refusal({ PAYMENT_GATEWAY: 'stripe' })
      .split('\n')
      .filter((line) => /is missing/.test(line))
      .map((line) => line.trim().split(':')[0]);
    expect(named).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });

  test('PAYMENT_GATEWAY=test with every Stripe setting runs the test gateway, as asked', () => {
    expect(loadConfig({ ...STRIPE, ...POSTGRES, PAYMENT_GATEWAY: 'test' })).toMatchObject({
      paymentGateway: 'test',
      stripe: undefined,
    });
  });

  test('the movable test clock is off by default, allowed with the test gateway and refused while Stripe takes payments', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(loadConfig({ ...POSTGRES, PAYMENT_GATEWAY: 'test', TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(refusal({ ...STRIPE, TEST_CLOCK: 'true' })).toContain(
      'TEST_CLOCK: moves the clock for tests and is refused while real payments are taken',
    );
  });

  test('an unknown PAYMENT_GATEWAY is named', () => {
    expect(refusal({ PAYMENT_GATEWAY: 'paypal' })).toContain('PAYMENT_GATEWAY must be stripe or test');
  });
});

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
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  test('turns on Stripe only when both keys are set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).stripe
        ?.publishableKey,
    ).toBe('pk_test_x');
  });

  test('fails with every bad variable named', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', BUSINESS_EMAIL: 'not-an-email' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/BUSINESS_EMAIL must be an email address/);
  });
});

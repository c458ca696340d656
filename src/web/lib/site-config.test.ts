import { describe, expect, test } from 'vitest';
import { siteConfigSchema } from '@core/api/system';
import { isSiteConfig } from './site-config';

const valid = {
  phone: '(202) 555-0100',
  email: 'hello@example.com',
  publicUrl: 'https://swim.example',
  paymentGateway: 'test',
};

// The page reads the server's block with a hand-written check (the schema library stays out of the first
// script); it must accept and refuse exactly what the shared schema does.
describe('isSiteConfig agrees with the shared schema', () => {
  const samples: [string, unknown][] = [
    ['a test-gateway block', valid],
    [
      'a Stripe block with its key',
      { ...valid, paymentGateway: 'stripe', stripePublishableKey: 'pk_test_1' },
    ],
    ['an unknown gateway', { ...valid, paymentGateway: 'paypal' }],
    ['a missing phone', { ...valid, phone: undefined }],
    ['a numeric email', { ...valid, email: 5 }],
    ['a non-string key', { ...valid, stripePublishableKey: 1 }],
    ['null', null],
    ['a string', 'config'],
  ];
  test.each(samples)('%s', (_name, sample) => {
    expect(isSiteConfig(sample)).toBe(siteConfigSchema.safeParse(sample).success);
  });

  test('accepts the valid block and refuses the broken ones', () => {
    expect(samples.map(([, s]) => isSiteConfig(s))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { TEST_MODE_NOTICE } from '@core/test-mode';
import { loadConfig } from '../../config';
import { emailPreviews } from './previews';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('the test-mode line in every email', () => {
  test('every message says no real payments are taken, in its HTML and its text, while the test gateway is active', () => {
    const previews = emailPreviews(loadConfig({ NODE_ENV: 'test' }), { cancelNoticeHours: 24 });
    expect(previews).toHaveLength(35);
    for (const p of previews) {
      expect(p.text, p.kind).toContain(`${TEST_MODE_NOTICE}.`);
      expect(p.html, p.kind).toContain(`${TEST_MODE_NOTICE}.`);
    }
  });

  test('no message mentions test mode when Stripe takes the payments', () => {
    for (const p of emailPreviews(loadConfig({ NODE_ENV: 'test', ...STRIPE }), { cancelNoticeHours: 24 })) {
      expect(p.text, p.kind).not.toContain('Test mode');
      expect(p.html, p.kind).not.toContain('Test mode');
    }
  });
});

/**
 * Item 9, "The FAQ contradicts the owner": the notice the owner sets on the Policies screen is readable without
 * signing in (GET /api/policies), so the FAQ can tell it; nothing else of the owner's settings is.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signIn, type AdminClient } from '../../auth/testing';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.9.0.1' });
});
afterAll(async () => t?.close());

const publicPolicies = () => t.app.inject({ method: 'GET', url: '/api/policies' });

describe('9. The FAQ contradicts the owner', () => {
  test('before the owner sets anything, the public policies are the 24-hour default with refunds', async () => {
    const res = await publicPolicies();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelNoticeHours: 24, cancelRefundAs: 'refund' });
  });

  test('what the owner saves on the Policies screen is what a visitor reads, and only that', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/policies',
      headers: admin.headers,
      payload: { cancelNoticeHours: 48, cancelRefundAs: 'credit', offerWindowMinutes: 30 },
    });
    expect(saved.statusCode).toBe(200);
    const res = await publicPolicies();
    expect(res.statusCode).toBe(200);
    // No cookie, no session: a visitor's request. The offer window and credit validity stay private.
    expect(res.json()).toEqual({ cancelNoticeHours: 48, cancelRefundAs: 'credit' });
  });
});

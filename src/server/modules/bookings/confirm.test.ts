import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirm, payTestCard, startCheckout } from './test/booking-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('paying and confirming a booking', () => {
  test('a paid booking is confirmed once and the seat is taken', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    expect((await payTestCard(t, c)).json()).toEqual({ status: 'succeeded' });
    const res = await confirm(t, c.bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bookingId: c.bookingId, status: 'confirmed' });
  });
});

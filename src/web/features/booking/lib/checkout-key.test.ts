import { describe, expect, test } from 'vitest';
import { checkoutKey } from './checkout-key';

const body = { bookingData: { lessonType: 'group', swimmers: [{ name: 'Ava' }] }, slotIds: ['s1'] };

describe('checkoutKey', () => {
  test('the same hold, draft and round give the same key, so a retried request finds its checkout', () => {
    expect(checkoutKey('hold-1', body, 0)).toBe(checkoutKey('hold-1', structuredClone(body), 0));
  });

  test('a new hold, a changed draft or a new round each give a new key', () => {
    const key = checkoutKey('hold-1', body, 0);
    expect(checkoutKey('hold-2', body, 0)).not.toBe(key);
    expect(checkoutKey('hold-1', { ...body, slotIds: ['s2'] }, 0)).not.toBe(key);
    expect(checkoutKey('hold-1', body, 1)).not.toBe(key);
  });

  test('a key fits the server limit of 100 characters for a real hold id', () => {
    const key = checkoutKey('0d569ea0-5d50-4fc4-ba44-472d96cbeb07', body, 12);
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(100);
  });
});

import { beforeEach, describe, expect, test } from 'vitest';
import { bookingAccessStorageKey } from '@core/api/booking-access';
import { forgetExpiredBookingAccess, recallBookingAccess, rememberBookingAccess } from './booking-access';
import {
  BROWSER_KEEP_DAYS,
  forgetExpiredEntries,
  isExpired,
  readExpiring,
  storeExpiring,
} from './expiring-storage';

const DAY = 86_400_000;
const start = new Date('2031-03-01T12:00:00Z');
const later = (days: number) => new Date(start.getTime() + days * DAY);

beforeEach(() => localStorage.clear());

describe('values the browser keeps for a while', () => {
  test('are read back within 30 days', () => {
    storeExpiring('swim.thing', 'secret', start);
    expect(readExpiring('swim.thing', later(BROWSER_KEEP_DAYS))).toBe('secret');
  });

  test('are gone, from storage too, once 30 days have passed', () => {
    storeExpiring('swim.thing', 'secret', start);
    expect(readExpiring('swim.thing', later(BROWSER_KEEP_DAYS + 0.01))).toBeNull();
    expect(localStorage.getItem('swim.thing')).toBeNull();
  });

  test('a plain value stored before stamping began is kept for 30 days from when it is first seen', () => {
    localStorage.setItem('swim.thing', 'old-token');
    expect(readExpiring('swim.thing', start)).toBe('old-token');
    expect(readExpiring('swim.thing', later(29))).toBe('old-token');
    expect(readExpiring('swim.thing', later(31))).toBeNull();
  });

  test('a time that cannot be read counts as expired', () => {
    expect(isExpired(undefined, start)).toBe(true);
    expect(isExpired('yesterday', start)).toBe(true);
    expect(isExpired(later(-29).toISOString(), start)).toBe(false);
    expect(isExpired(later(-31).toISOString(), start)).toBe(true);
  });

  test('a sweep removes expired entries under a prefix and leaves fresh ones and other keys alone', () => {
    storeExpiring('p:old', 'a', start);
    storeExpiring('p:new', 'b', later(20));
    storeExpiring('other:old', 'c', start);
    expect(forgetExpiredEntries('p:', later(40))).toBe(1);
    expect(localStorage.getItem('p:old')).toBeNull();
    expect(readExpiring('p:new', later(40))).toBe('b');
    expect(localStorage.getItem('other:old')).not.toBeNull();
  });
});

describe('booking access tokens', () => {
  test('open the confirmation for 30 days after the booking, then are forgotten', () => {
    rememberBookingAccess('b-1', 'token-1', start);
    expect(recallBookingAccess('b-1', later(29))).toBe('token-1');
    expect(recallBookingAccess('b-1', later(31))).toBeNull();
    expect(recallBookingAccess(null, start)).toBeNull();
  });

  test('are swept on page load even when their confirmation is never opened again', () => {
    rememberBookingAccess('b-old', 'token-old', start);
    rememberBookingAccess('b-new', 'token-new', later(25));
    expect(forgetExpiredBookingAccess(later(35))).toBe(1);
    expect(localStorage.getItem(bookingAccessStorageKey('b-old'))).toBeNull();
    expect(localStorage.getItem(bookingAccessStorageKey('b-new'))).toContain('token-new');
  });
});

import { describe, expect, test } from 'vitest';
import { allocateCredits, creditBalance, type CreditLotBalance } from './credits';

const lot = (id: string, over: Partial<CreditLotBalance> = {}): CreditLotBalance => ({
  id,
  lessonType: 'private',
  level: null,
  remaining: 1,
  expiresAt: '2027-06-01T00:00:00.000Z',
  expired: false,
  ...over,
});
const seat = (level = 'level-1', lessonType = 'private') => ({ lessonType, level });

describe('allocateCredits', () => {
  test('pays each seat from a lot that fits, soonest to expire first', () => {
    const lots = [lot('late', { expiresAt: '2027-09-01T00:00:00.000Z' }), lot('soon')];
    expect(allocateCredits(lots, [seat()])).toEqual(['soon']);
  });
  test('refuses when the credits do not cover every seat', () => {
    expect(allocateCredits([lot('a')], [seat(), seat()])).toBeNull();
    expect(allocateCredits([lot('a', { remaining: 0 })], [seat()])).toBeNull();
  });
  test('never uses an expired lot, another lesson type, or another level', () => {
    expect(allocateCredits([lot('a', { expired: true })], [seat()])).toBeNull();
    expect(allocateCredits([lot('a', { lessonType: 'group' })], [seat()])).toBeNull();
    expect(allocateCredits([lot('a', { level: 'level-2' })], [seat('level-1')])).toBeNull();
    expect(allocateCredits([lot('a', { lessonType: null })], [seat('level-3', 'group')])).toEqual(['a']);
  });
  test('never pays for a lesson that starts after the credit expires', () => {
    const lots = [lot('a', { expiresAt: '2027-06-01T00:00:00.000Z' })];
    expect(allocateCredits(lots, [{ ...seat(), startsAt: '2027-06-02T15:00:00.000Z' }])).toBeNull();
    expect(allocateCredits(lots, [{ ...seat(), startsAt: '2027-05-31T15:00:00.000Z' }])).toEqual(['a']);
  });
  test('keeps an open credit for the seat that needs it', () => {
    // The level-1 swimmer could use either lot; the level-2 swimmer only the open one.
    const lots = [lot('open', { expiresAt: '2027-01-01T00:00:00.000Z' }), lot('l1', { level: 'level-1' })];
    expect(allocateCredits(lots, [seat('level-1'), seat('level-2')])).toEqual(['l1', 'open']);
  });
});

describe('creditBalance', () => {
  test('counts only usable credits and names the soonest expiry', () => {
    const lots = [
      lot('a', { remaining: 2, expiresAt: '2027-03-01T00:00:00.000Z' }),
      lot('b', { remaining: 3, expired: true, expiresAt: '2026-01-01T00:00:00.000Z' }),
      lot('c', { remaining: 0, expiresAt: '2026-12-01T00:00:00.000Z' }),
    ];
    expect(creditBalance(lots)).toEqual({ balance: 2, nextExpiry: '2027-03-01T00:00:00.000Z' });
    expect(creditBalance([])).toEqual({ balance: 0, nextExpiry: null });
  });
});

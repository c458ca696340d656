import { describe, expect, test } from 'vitest';
import {
  ADD_ONS,
  AGE_GROUPS,
  EMERGENCY_RELATIONSHIPS,
  FAQ,
  LESSON_TYPES,
  LEVELS,
  QUIZ_QUESTIONS,
  SKILL_STATES,
  TESTIMONIALS,
  TIME_ZONES,
  addOnMaxQuantity,
  formatPriceRange,
  isAddOnAvailableFor,
} from './index';

describe('the catalog holds the spec data', () => {
  test('five levels in order, each with eight milestones and published prices', () => {
    expect(LEVELS.map((l) => l.id)).toEqual(['turtle', 'seahorse', 'guppy', 'stingray', 'barracuda']);
    for (const level of LEVELS) expect(level.milestones).toHaveLength(8);
    expect(LEVELS.map((l) => [l.pricing.private, l.pricing.semiPrivate, l.pricing.group])).toEqual([
      [5000, 4000, 2500],
      [5500, 4200, 2800],
      [6000, 4500, 3000],
      [6500, 5000, 3500],
      [7000, 5500, 4000],
    ]);
  });

  test('seven lesson types with their maximum swimmers', () => {
    expect(Object.fromEntries(LESSON_TYPES.map((t) => [t.id, t.maxSwimmers]))).toEqual({
      private: 1,
      semi_private: 3,
      group: 6,
      parent_tot: 1,
      bootcamp: 4,
      water_safety: 4,
      competitive_training: 2,
    });
  });

  test('eight add-ons with prices, limits and availability', () => {
    expect(ADD_ONS.map((a) => [a.id, a.price, addOnMaxQuantity(a)])).toEqual([
      ['goggles', 1999, 2],
      ['swim_cap', 899, 2],
      ['waterproof_bag', 2499, 1],
      ['float_device', 1499, 1],
      ['lesson_recording', 2999, 1],
      ['extra_30min', 3999, 2],
      ['technique_analysis', 1999, 1],
      ['progress_photos', 1499, 1],
    ]);
    const float = ADD_ONS.find((a) => a.id === 'float_device')!;
    expect(isAddOnAvailableFor(float, 'parent_tot')).toBe(true);
    expect(isAddOnAvailableFor(float, 'group')).toBe(false);
    expect(addOnMaxQuantity({ ...float, maxQuantity: undefined })).toBe(5);
  });

  test('twelve time zones: seven US and five international', () => {
    expect(TIME_ZONES.filter((z) => z.group === 'US')).toHaveLength(7);
    expect(TIME_ZONES.filter((z) => z.group === 'International').map((z) => z.value)).toEqual([
      'Europe/London',
      'Europe/Paris',
      'Asia/Tokyo',
      'Asia/Shanghai',
      'Australia/Sydney',
    ]);
  });

  test('the lists the wizard and the marketing pages show', () => {
    expect(AGE_GROUPS.map((a) => a.id)).toEqual(['infant', 'toddler', 'child', 'teen', 'adult']);
    expect(SKILL_STATES).toHaveLength(7);
    expect(EMERGENCY_RELATIONSHIPS.find((r) => r.id === 'spouse')?.label).toBe('Spouse/Partner');
    expect(TESTIMONIALS).toHaveLength(5);
    expect(FAQ).toHaveLength(6);
    expect(QUIZ_QUESTIONS).toHaveLength(4);
    expect(formatPriceRange()).toBe('$25-$75');
  });
});

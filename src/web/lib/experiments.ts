/**
 * A/B tests (spec section 9): each visitor is assigned at random, once, by the listed weights,
 * and the assignment is kept in local storage so the page looks the same on the next visit.
 */
export const EXPERIMENTS = {
  heroHeadline: [
    { id: 'first-lesson', weight: 34 },
    { id: 'at-your-pool', weight: 33 },
    { id: 'confidence', weight: 33 },
  ],
  ctaColor: [
    { id: 'aqua', weight: 34 },
    { id: 'purple', weight: 33 },
    { id: 'gold', weight: 33 },
  ],
  bookingFlow: [
    { id: 'standard', weight: 40 },
    { id: 'urgency', weight: 30 },
    { id: 'testimonial', weight: 30 },
  ],
} as const;

export type ExperimentId = keyof typeof EXPERIMENTS;
export type VariantOf<E extends ExperimentId> = (typeof EXPERIMENTS)[E][number]['id'];

const STORAGE_KEY = 'swim.experiments';

/** The variant a number in [0, 1) falls on, walking the weights in order. */
export function pickVariant<E extends ExperimentId>(experiment: E, random: number): VariantOf<E> {
  const variants = EXPERIMENTS[experiment];
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  let point = Math.min(Math.max(random, 0), 0.999999) * total;
  for (const v of variants) {
    if (point < v.weight) return v.id as VariantOf<E>;
    point -= v.weight;
  }
  return variants[variants.length - 1]!.id as VariantOf<E>; // experiments always list at least one variant
}

function readAssignments(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** This visitor's variant of an experiment, assigned on first ask and kept from then on. */
export function assignVariant<E extends ExperimentId>(
  experiment: E,
  random: () => number = Math.random,
): VariantOf<E> {
  const assignments = typeof window === 'undefined' ? {} : readAssignments();
  const known = assignments[experiment];
  if (EXPERIMENTS[experiment].some((v) => v.id === known)) return known as VariantOf<E>;
  const chosen = pickVariant(experiment, random());
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...assignments, [experiment]: chosen }));
  } catch {
    // Without storage the visitor gets a fresh draw next time; nothing breaks.
  }
  return chosen;
}

/** The booking page's variant: standard, urgency or testimonial. */
export function bookingFlowVariant(): VariantOf<'bookingFlow'> {
  return assignVariant('bookingFlow');
}

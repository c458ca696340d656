/**
 * Lesson credits: one credit pays for one swimmer in one lesson. Credits come in lots (a package, a cancellation, a
 * weather credit, a goodwill credit); a lot names a lesson type and a level, or leaves either open, and expires.
 */

export interface CreditLotBalance {
  id: string;
  /** null: good for any lesson type / any level. */
  lessonType: string | null;
  level: string | null;
  remaining: number;
  expiresAt: string;
  expired: boolean;
}

/** One seat to pay for: a swimmer of `level` in a lesson of `lessonType`. */
export interface CreditSeat {
  lessonType: string;
  level: string;
  /** When the lesson starts (ISO): a credit must still be valid then, not only when it is spent. */
  startsAt?: string;
}

export const lotFits = (lot: CreditLotBalance, seat: CreditSeat) =>
  !lot.expired &&
  (lot.lessonType === null || lot.lessonType === seat.lessonType) &&
  (lot.level === null || lot.level === seat.level) &&
  (seat.startsAt === undefined || Date.parse(lot.expiresAt) > Date.parse(seat.startsAt));

/** Narrow lots first (they fit fewer seats), then the soonest to expire. */
const byPreference = (a: CreditLotBalance, b: CreditLotBalance) =>
  Number(a.lessonType === null) +
    Number(a.level === null) -
    (Number(b.lessonType === null) + Number(b.level === null)) ||
  a.expiresAt.localeCompare(b.expiresAt) ||
  a.id.localeCompare(b.id);

/**
 * Which lot pays for each seat, or null when the lots cannot pay for all of them. Seats with the fewest fitting lots
 * choose first, and each takes its narrowest, soonest-expiring lot, so open credits are kept for seats that need them.
 */
export function allocateCredits(
  lots: readonly CreditLotBalance[],
  seats: readonly CreditSeat[],
): string[] | null {
  const left = new Map(lots.map((l) => [l.id, Math.max(0, l.remaining)]));
  const sorted = [...lots].sort(byPreference);
  const order = seats
    .map((seat, index) => ({ seat, index, options: sorted.filter((l) => lotFits(l, seat)).length }))
    .sort((a, b) => a.options - b.options || a.index - b.index);
  const chosen: string[] = new Array<string>(seats.length);
  for (const { seat, index } of order) {
    const lot = sorted.find((l) => lotFits(l, seat) && (left.get(l.id) ?? 0) > 0);
    if (!lot) return null;
    left.set(lot.id, (left.get(lot.id) ?? 0) - 1);
    chosen[index] = lot.id;
  }
  return chosen;
}

/** Credits usable now, and when the soonest of them expires. */
export function creditBalance(lots: readonly CreditLotBalance[]) {
  const usable = lots.filter((l) => !l.expired && l.remaining > 0);
  return {
    balance: usable.reduce((sum, l) => sum + l.remaining, 0),
    nextExpiry: usable.map((l) => l.expiresAt).sort()[0] ?? null,
  };
}

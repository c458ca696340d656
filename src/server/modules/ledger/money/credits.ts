/**
 * The family's credit ledger. Credits are granted in lots and spent, given back or adjusted by entries that name
 * their lot; the balance is derived from the entries on every read. Every write takes the family's credit lock
 * (after any booking and hold locks), so two spends of the last credit take turns and the second finds none.
 */
import { randomUUID } from 'node:crypto';
import type { CreditAccount, CreditEntryKind, CreditQuote } from '@core/api/credits';
import { NOT_ENOUGH_CREDITS_MESSAGE } from '@core/api/credits';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { isLevelId, levelById } from '@core/catalog/levels';
import { allocateCredits, creditBalance, type CreditSeat } from '@core/rules/credits';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit';
import type { LedgerApp } from '../seats/seat-transaction';
import { getBusinessPolicies } from '../booking/policies';
import * as repo from './credits.repository';

const normal = (email: string) => email.trim().toLowerCase();

export const notEnoughCredits = () => new AppError('NOT_ENOUGH_CREDITS', 409, NOT_ENOUGH_CREDITS_MESSAGE);

const SOURCE: Record<CreditEntryKind, string> = {
  package: 'Package bought',
  spend: 'Lesson booked with credits',
  return: 'Credits given back for a cancelled lesson',
  cancellation: 'Credit for a cancelled lesson',
  weather: 'Weather credit',
  adjustment: 'Adjustment by the business',
};

function lotDescription(lot: repo.LotRow) {
  const type = lot.lessonType ? lessonTypeLabel(lot.lessonType) : 'Any lesson type';
  const level = isLevelId(lot.level) ? levelById(lot.level).level : 'any level';
  return `${SOURCE[lot.kind as CreditEntryKind] ?? lot.kind}: ${type}, ${level}`;
}

/** A family's ledger as the family and the owner see it. */
export async function creditAccount(db: Database, email: string): Promise<CreditAccount> {
  const [lots, entries] = await Promise.all([repo.lotsOf(db, email), repo.entriesOf(db, email)]);
  const { balance, nextExpiry } = creditBalance(lots);
  return {
    email: normal(email),
    balance,
    nextExpiry,
    lots: lots.map((l) => ({
      id: l.id,
      kind: l.kind as CreditEntryKind,
      lessonType: l.lessonType,
      level: l.level,
      granted: l.granted,
      remaining: l.remaining,
      expiresAt: l.expiresAt,
      expired: l.expired,
      description: lotDescription(l),
    })),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind as CreditEntryKind,
      lessons: e.lessons,
      lotId: e.lotId,
      description: SOURCE[e.kind as CreditEntryKind] ?? e.kind,
      reason: e.reason,
      actor: e.actor,
      createdAt: new Date(e.createdAt).toISOString(),
    })),
  };
}

export const creditFamilies = (db: Database) => repo.families(db);

/** The seats a booking needs credits for: every swimmer in every lesson (each lesson by its start). */
export function seatsFor(
  lessonType: string,
  levels: readonly string[],
  starts: readonly string[],
): CreditSeat[] {
  return starts.flatMap((startsAt) => levels.map((level) => ({ lessonType, level, startsAt })));
}

/** Whether the family's credits cover these seats now; changes nothing. */
export async function quoteCredits(db: Database, email: string, seats: CreditSeat[]): Promise<CreditQuote> {
  const lots = await repo.lotsOf(db, email);
  const usable = lots.filter((l) => !l.expired && l.remaining > 0);
  const fitting = usable.filter((l) =>
    seats.some(
      (s) =>
        (l.lessonType === null || l.lessonType === s.lessonType) && (l.level === null || l.level === s.level),
    ),
  );
  return {
    needed: seats.length,
    available: fitting.reduce((sum, l) => sum + l.remaining, 0),
    covered: allocateCredits(lots, seats) !== null,
  };
}

/**
 * Spends one credit per seat of each lesson, under the family's credit lock: 409 NOT_ENOUGH_CREDITS when the
 * credits do not cover every seat (and nothing is written). Returns the number of credits spent.
 */
export async function spendCredits(
  tx: Database,
  input: {
    email: string;
    bookingId: string;
    lessonType: string;
    levels: readonly string[];
    lessons: readonly { lessonId: string; startsAt: string }[];
    actor: string;
  },
): Promise<number> {
  await repo.lockFamilyCredits(tx, input.email);
  const lots = await repo.lotsOf(tx, input.email);
  const seats = input.lessons.flatMap(({ lessonId, startsAt }) =>
    input.levels.map((level) => ({ lessonId, lessonType: input.lessonType, level, startsAt })),
  );
  const chosen = allocateCredits(lots, seats);
  if (!chosen) throw notEnoughCredits();
  const perLessonLot = new Map<string, { lessonId: string; lotId: string; lessons: number }>();
  seats.forEach((seat, i) => {
    const key = `${seat.lessonId}:${chosen[i]}`;
    const entry = perLessonLot.get(key) ?? { lessonId: seat.lessonId, lotId: chosen[i]!, lessons: 0 };
    entry.lessons -= 1;
    perLessonLot.set(key, entry);
  });
  await repo.insertEntries(
    tx,
    [...perLessonLot.values()].map((e) => ({
      familyEmail: input.email,
      kind: 'spend',
      lessons: e.lessons,
      lotId: e.lotId,
      bookingId: input.bookingId,
      lessonId: e.lessonId,
      actor: input.actor,
    })),
  );
  return seats.length;
}

/** Gives back the credits a lesson was paid with, to the lots they came from. Returns how many. */
export async function returnLessonCredits(
  tx: Database,
  input: { bookingId: string; lessonId: string; actor: string },
): Promise<number> {
  const spent = await repo.spentOnLesson(tx, input.lessonId);
  if (!spent.length) return 0;
  await repo.lockFamilyCredits(tx, spent[0]!.familyEmail);
  const rows = await repo.insertEntries(
    tx,
    spent.map((s) => ({
      familyEmail: s.familyEmail,
      kind: 'return',
      lessons: s.lessons,
      lotId: s.lotId,
      bookingId: input.bookingId,
      lessonId: input.lessonId,
      actor: input.actor,
    })),
  );
  return rows.reduce((sum, r) => sum + r.lessons, 0);
}

/**
 * A new lot of credits for one cancelled lesson (the owner's credit-instead-of-refund policy, or weather): one
 * credit per seat, for the booking's lesson type at any level, valid for the policy's months. Once per lesson.
 */
export async function creditCancelledLesson(
  tx: Database,
  input: {
    email: string;
    kind: 'cancellation' | 'weather';
    bookingId: string;
    lessonId: string;
    lessonType: string;
    seats: number;
    actor: string;
    reason?: string;
  },
): Promise<number> {
  const { creditMonthsValid } = await getBusinessPolicies(tx);
  await repo.lockFamilyCredits(tx, input.email);
  const lot = await repo.insertLot(tx, {
    id: randomUUID(),
    familyEmail: input.email,
    kind: input.kind,
    lessons: input.seats,
    lessonType: input.lessonType,
    level: null,
    bookingId: input.bookingId,
    lessonId: input.lessonId,
    reason: input.reason ?? null,
    actor: input.actor,
    months: creditMonthsValid,
  });
  return lot ? lot.lessons : 0;
}

/** The credits a paid package gives: one lot, once per purchase. */
export async function grantPackageCredits(tx: Database, purchase: repo.PackagePurchaseRow) {
  await repo.lockFamilyCredits(tx, purchase.customerEmail);
  return repo.insertLot(tx, {
    id: randomUUID(),
    familyEmail: purchase.customerEmail,
    kind: 'package',
    lessons: purchase.lessons,
    lessonType: purchase.lessonType,
    level: purchase.level,
    packagePurchaseId: purchase.id,
    actor: `family:${normal(purchase.customerEmail)}`,
    months: purchase.monthsValid,
  });
}

/**
 * The owner's adjustment: a positive number adds a goodwill lot; a negative one takes credits from the family's
 * usable lots, soonest to expire first (409 when they have fewer). Audited with the reason.
 */
export async function adjustCredits(
  app: Pick<LedgerApp, 'db'>,
  input: {
    email: string;
    lessons: number;
    reason: string;
    lessonType: string | null;
    monthsValid?: number;
  },
  actor: string,
): Promise<CreditAccount> {
  const email = normal(input.email);
  await app.db.transaction(async (tx) => {
    await repo.lockFamilyCredits(tx, email);
    if (input.lessons > 0) {
      const months = input.monthsValid ?? (await getBusinessPolicies(tx)).creditMonthsValid;
      await repo.insertLot(tx, {
        id: randomUUID(),
        familyEmail: email,
        kind: 'adjustment',
        lessons: input.lessons,
        lessonType: input.lessonType,
        level: null,
        reason: input.reason,
        actor,
        months,
      });
    } else {
      const usable = (await repo.lotsOf(tx, email)).filter((l) => !l.expired && l.remaining > 0);
      let owed = -input.lessons;
      if (usable.reduce((sum, l) => sum + l.remaining, 0) < owed)
        throw new AppError(
          'NOT_ENOUGH_CREDITS',
          409,
          `This family has fewer than ${owed} usable credits, so that many cannot be taken.`,
        );
      const rows = [];
      for (const lot of usable) {
        if (owed <= 0) break;
        const take = Math.min(owed, lot.remaining);
        rows.push({
          familyEmail: email,
          kind: 'adjustment',
          lessons: -take,
          lotId: lot.id,
          reason: input.reason,
          actor,
        });
        owed -= take;
      }
      await repo.insertEntries(tx, rows);
    }
    await writeAudit(tx, {
      entityType: 'credits',
      actor,
      action: 'credits.adjusted',
      entityId: email,
      details: { lessons: input.lessons, reason: input.reason, lessonType: input.lessonType },
    });
  });
  return creditAccount(app.db, email);
}

/**
 * Weekly series. The plan lists every week before anything is held, each checked for seats by the one seat rule (not
 * only the first week); the browser then holds the chosen times together as one hold, checked here as a series, and
 * the family pays once. Every week becomes its own lesson of the booking, so one can be moved or cancelled alone.
 */
import type { SeriesOccurrence, SeriesPlan, SeriesPlanRequest, SeriesSlot } from '@core/api/series';
import { MAX_SERIES_WEEKS, MIN_SERIES_WEEKS } from '@core/api/series';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { seatsFit } from '@core/rules/seats';
import { maxSwimmers } from '@core/rules/swimmers';
import { dayKeyInZone, formatInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import * as repo from './series.repository';
import * as seatsRepo from './seats.repository';

type Row = Awaited<ReturnType<typeof repo.slotsOfTypeBetween>>[number];

/** Series follow the business's calendar: "the same time next week" is the same wall-clock time in its zone. */
const ZONE = DEFAULT_TIME_ZONE;
const MAX_ALTERNATIVES = 5;

const slotView = (r: Row): SeriesSlot => ({
  id: r.id,
  startTime: new Date(r.startTime).toISOString(),
  endTime: new Date(r.endTime).toISOString(),
  instructorId: r.instructorId,
  instructorName: r.instructorName,
  venueName: r.venueName,
  basePriceCents: r.basePriceCents,
  spotsLeft: Math.max(0, r.capacity - r.seatsTaken),
});

export async function planSeries(
  db: Database,
  input: SeriesPlanRequest,
  exceptHoldId?: string,
): Promise<SeriesPlan> {
  const weeks = input.weeks;
  const seats = input.swimmersCount ?? 1;
  const [first] = await seatsRepo.slotSeatFacts(db, [input.slotId]);
  if (!first) throw new AppError('SLOT_NOT_FOUND', 404, 'That lesson time does not exist');
  if (seats > maxSwimmers(first.lessonType))
    throw new AppError(
      'TOO_MANY_SWIMMERS',
      400,
      `${lessonTypeLabel(first.lessonType)} lessons take at most ${maxSwimmers(first.lessonType)} swimmer(s)`,
    );
  const day0 = dayKeyInZone(first.startTime, ZONE);
  const wallTime = formatInZone(first.startTime, ZONE, 'HH:mm');
  const days = Array.from({ length: weeks }, (_, k) => shiftDayKey(day0, 7 * k));
  const rows = await repo.slotsOfTypeBetween(
    db,
    first.lessonType,
    instantAtWallTime(day0, '00:00', ZONE),
    instantAtWallTime(shiftDayKey(days[days.length - 1]!, 1), '00:00', ZONE),
    exceptHoldId,
  );
  const picked = rows.find((r) => r.id === input.slotId);
  if (!picked) throw new AppError('SLOT_NOT_FOUND', 404, 'That lesson time does not exist');
  const fits = (r: Row) => seatsFit(r, seats, r.now);

  const occurrences: SeriesOccurrence[] = days.map((day, k) => {
    const ofDay = rows.filter((r) => dayKeyInZone(r.startTime, ZONE) === day);
    const wanted = instantAtWallTime(day, wallTime, ZONE).getTime();
    const atTime = ofDay.filter((r) => new Date(r.startTime).getTime() === wanted);
    const same = k === 0 ? picked : atTime.find((r) => r.instructorId === picked.instructorId);
    const other = atTime.find((r) => r.instructorId !== picked.instructorId && fits(r));
    const slot = same && fits(same) ? same : k === 0 ? picked : (other ?? same ?? atTime[0]);
    const slotFits = slot !== undefined && fits(slot);
    const alternatives = slotFits
      ? []
      : ofDay
          .filter((r) => r.id !== slot?.id && fits(r))
          .sort(
            (a, b) =>
              Math.abs(new Date(a.startTime).getTime() - wanted) -
              Math.abs(new Date(b.startTime).getTime() - wanted),
          )
          .slice(0, MAX_ALTERNATIVES);
    return {
      week: k + 1,
      date: day,
      slot: slot ? slotView(slot) : null,
      fits: slotFits,
      otherInstructor: slot !== undefined && slot.instructorId !== picked.instructorId,
      alternatives: alternatives.map(slotView),
    };
  });
  return { lessonType: first.lessonType, weeks, occurrences };
}

/**
 * A hold made as a series must be one: 2 to 12 times of one lesson type, one a week on the same weekday (the time
 * may differ, as an alternative that day may), all within 12 weeks of the first. Anything else is a 400.
 */
export async function requireWeeklySeries(db: Database, slotIds: readonly string[]) {
  const invalid = (message: string) => new AppError('INVALID_SERIES', 400, message, { slotIds: message });
  if (slotIds.length < MIN_SERIES_WEEKS || slotIds.length > MAX_SERIES_WEEKS)
    throw invalid(`A weekly series has ${MIN_SERIES_WEEKS} to ${MAX_SERIES_WEEKS} lesson times`);
  const rows = await seatsRepo.slotSeatFacts(db, slotIds);
  if (rows.length !== slotIds.length)
    throw new AppError('SLOT_NOT_FOUND', 404, 'One of those lesson times does not exist');
  if (new Set(rows.map((r) => r.lessonType)).size > 1)
    throw invalid('Every week of a series is the same lesson type');
  const dayKeys = rows.map((r) => dayKeyInZone(r.startTime, ZONE)).sort();
  if (new Set(dayKeys).size !== dayKeys.length) throw invalid('A weekly series has one lesson a day at most');
  const daysAfterFirst = (key: string) =>
    (Date.parse(`${key}T00:00Z`) - Date.parse(`${dayKeys[0]}T00:00Z`)) / 86_400_000;
  if (dayKeys.some((key) => daysAfterFirst(key) % 7 !== 0))
    throw invalid('Every lesson of a weekly series falls on the same weekday');
  const lastAllowed = shiftDayKey(dayKeys[0]!, 7 * (MAX_SERIES_WEEKS - 1));
  if (dayKeys[dayKeys.length - 1]! > lastAllowed)
    throw invalid(`A weekly series fits within ${MAX_SERIES_WEEKS} weeks`);
}

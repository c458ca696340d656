/**
 * The busy times in an iCal file, read with a kept parser (ical.js): events that show as busy (not cancelled, not
 * marked "free"), recurring ones expanded, within a window. Times in a named zone keep it (the file's own zone
 * definitions are registered); all-day events and "floating" times are read in New York, where the lessons are.
 */
import ICAL from 'ical.js';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { instantAtWallTime } from '@core/rules/timezones';
import { BusyCalendarError } from './busy-calendar-reader';

export interface BusyTime {
  start: Date;
  end: Date;
}

/** The most busy times kept of one calendar, and the most occurrences one recurring event adds inside the window. */
export const MAX_BUSY_TIMES = 5_000;
const MAX_OCCURRENCES = 1_000;
/**
 * The most occurrences stepped through in one file, before the window too (a weekly meeting begun years ago): the
 * whole read stays a few milliseconds of work, whatever the file holds.
 */
const MAX_STEPS = 100_000;

const pad = (n: number) => String(n).padStart(2, '0');

function instantOf(time: ICAL.Time): Date {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone || !time.zone) {
    const day = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
    return instantAtWallTime(day, `${pad(time.hour)}:${pad(time.minute)}`, DEFAULT_TIME_ZONE);
  }
  return time.toJSDate();
}

/** Busy times overlapping [from, to), in start order, at most MAX_BUSY_TIMES; a file that is not iCal is an error. */
export function busyTimesIn(text: string, from: Date, to: Date): BusyTime[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  } catch {
    throw new BusyCalendarError('That address does not give a calendar (iCal) file');
  }
  if (calendar.name !== 'vcalendar')
    throw new BusyCalendarError('That address does not give a calendar (iCal) file');
  // Each series' exceptions (RECURRENCE-ID), by UID, handed to their own series only. The file's own zone definitions
  // are found by the parser through the calendar; nothing is registered for the whole process.
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const component of calendar.getAllSubcomponents('vevent'))
    if (component.hasProperty('recurrence-id')) {
      const uid = String(component.getFirstPropertyValue('uid') ?? '');
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
    }
  let steps = 0;
  const busy: BusyTime[] = [];
  const add = (start: Date, end: Date) => {
    if (end > from && start < to && end > start) busy.push({ start, end });
  };
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) continue; // an exception, read with its series
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') continue;
    let event: ICAL.Event;
    try {
      const uid = String(component.getFirstPropertyValue('uid') ?? '');
      event = new ICAL.Event(component, { strictExceptions: true, exceptions: exceptions.get(uid) ?? [] });
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        add(instantOf(event.startDate), instantOf(event.endDate ?? event.startDate));
        continue;
      }
      const occurrences = event.iterator();
      let added = 0;
      for (let next = occurrences.next(); next && added < MAX_OCCURRENCES; next = occurrences.next()) {
        if (++steps > MAX_STEPS) break;
        const details = event.getOccurrenceDetails(next);
        const start = instantOf(details.startDate);
        if (start >= to) break;
        const exception = details.item.component;
        if (String(exception.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
        const end = instantOf(details.endDate);
        if (end > from) added++;
        add(start, end);
      }
    } catch {
      continue; // one unreadable event does not hide the others
    }
    if (steps > MAX_STEPS) break;
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, MAX_BUSY_TIMES);
}

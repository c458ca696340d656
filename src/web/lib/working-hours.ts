/** Working hours are stored as minutes after midnight (New York); the form's time inputs speak "HH:mm". */

const LAST_MINUTE = 24 * 60 - 1;

/** 540 -> "09:00". The end of the day (1440) shows as "23:59", the last time a time input can hold. */
export function minutesToTimeInput(minutes: number): string {
  const m = Math.min(Math.max(minutes, 0), LAST_MINUTE);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "09:00" -> 540; NaN for anything a time input would not give. */
export function timeInputToMinutes(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** 540 -> "9:00 AM". */
export function clockText(minutes: number): string {
  const m = Math.min(Math.max(minutes, 0), 24 * 60) % (24 * 60);
  const hours = Math.floor(m / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(m % 60).padStart(2, '0')} ${suffix}`;
}

/** "9:00 AM - 7:00 PM". */
export const workingHoursText = (start: number, end: number) => `${clockText(start)} - ${clockText(end)}`;

/**
 * The ZIP code a visitor gave for their lessons, kept in this browser so the calendars and the booking form start
 * with it. Forgotten after BROWSER_KEEP_DAYS like everything else the browser keeps about a visitor.
 */
import { readExpiring, storeExpiring } from '@web/lib/expiring-storage';
import { isZipCode } from './get-zip-info';

export const REMEMBERED_ZIP_KEY = 'swim.travel.zip';

/** Keeps a 5-digit ZIP; anything else (a blank box, a half-typed ZIP) forgets the one kept. */
export function rememberZip(zip: string, now = new Date()): void {
  const value = zip.trim();
  if (isZipCode(value)) {
    storeExpiring(REMEMBERED_ZIP_KEY, value, now);
    return;
  }
  try {
    window.localStorage.removeItem(REMEMBERED_ZIP_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/** The remembered ZIP, or '' when there is none (or it was past the keeping period, or not a ZIP). */
export function recallZip(now = new Date()): string {
  const value = readExpiring(REMEMBERED_ZIP_KEY, now);
  return value !== null && isZipCode(value) ? value : '';
}

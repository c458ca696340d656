/**
 * Where lessons happen, in words and plain rules the pages use before any form is open: loaded without the
 * validation library (src/core/api/travel.ts re-exports them beside the schemas built on them).
 */

/** The states a pool may be in: the service area (50 km around DC) lies in these three. */
export const POOL_STATES = ['DC', 'MD', 'VA'] as const;
export type PoolState = (typeof POOL_STATES)[number];

export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';
export const FIVE_DIGIT_ZIP = /^\d{5}$/;

/** What `zipCodeSchema` accepts: five digits, spaces around them aside. */
export const isZipCode = (value: string) => FIVE_DIGIT_ZIP.test(value.trim());

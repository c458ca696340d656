import { z } from 'zod';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The years a date sent to the API may fall in: wide enough for any birthday or booking, narrow enough for the database. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** True when the yyyy-MM-dd at the start of `value` names a day that exists, between MIN_YEAR and MAX_YEAR. */
export function isDayInRange(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!(year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 && day >= 1)) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
const yearsMessage = (field: string) =>
  `${field} must be a real date between the years ${MIN_YEAR} and ${MAX_YEAR}`;

/** An ISO 8601 instant with an explicit offset (or Z), or a plain yyyy-MM-dd read as UTC midnight; 1900-2200. */
export const isoInstant = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .refine((v) => (ISO_DATE_TIME.test(v) || ISO_DATE.test(v)) && !Number.isNaN(Date.parse(v)), {
      message: `${field} must be an ISO 8601 date-time such as 2026-05-01T00:00:00Z`,
      abort: true,
    })
    .refine(isDayInRange, { message: yearsMessage(field) });

/** A calendar day as yyyy-MM-dd, 1900-2200. */
export const dayKey = z
  .string()
  .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    message: 'Dates must be written as yyyy-MM-dd',
    abort: true,
  })
  .refine(isDayInRange, { message: yearsMessage('Dates') });

/**
 * True when `value` holds a C0 control character other than tab (U+0000-U+001F), DEL, or a lone surrogate; line feed
 * and carriage return pass when `multiline`. Lone surrogates are not text, and no database stores them as sent.
 */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      if (code === 0x09 || (multiline && (code === 0x0a || code === 0x0d))) continue;
      return true;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++; // a well-formed pair
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

export interface TextOptions {
  /** The longest value accepted, after trimming. */
  max: number;
  /** Line breaks allowed (messages, notes); tab always is. */
  multiline?: boolean;
  /** Refuses an empty value, and a missing one, with this message. */
  required?: string;
  /** The message for a value longer than `max`; by default it names the field. */
  tooLong?: string;
  /** Keep surrounding spaces (default: trimmed). */
  keepSpaces?: boolean;
}

/**
 * Free text from a visitor or the owner: trimmed, at most `max` characters, and refused with a 400 naming the field
 * when it holds a control character (NUL, escape ..., or a line break in a one-line field) or a lone surrogate.
 *
 *   name: text('Full Name', { max: 120, required: 'Full Name is required' }),
 *   notes: text('Notes', { max: 1000, multiline: true }).optional(),
 */
export function text(field: string, options: TextOptions) {
  const { max, multiline = false, required, tooLong, keepSpaces = false } = options;
  let schema = z.string({ error: required ?? `${field} must be text` });
  if (!keepSpaces) schema = schema.trim();
  schema = schema.refine((v) => !hasForbiddenCharacters(v, multiline), {
    message: multiline
      ? `${field} contains characters that are not allowed (control characters)`
      : `${field} contains characters that are not allowed (line breaks or control characters)`,
    abort: true,
  });
  if (required) schema = schema.min(1, { error: required });
  return schema.max(max, { error: tooLong ?? `${field} may be at most ${max} characters` });
}

export const uuid = z.uuid({ error: 'Must be a valid id' });

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const idempotencyKey = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key must be 8-128 letters, digits or _ . : -');

/** The standard `Idempotency-Key` request header: the same key always answers with the same result. */
export const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKey.optional() });

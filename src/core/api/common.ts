import { z } from 'zod';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO 8601 instant with an explicit offset (or Z), or a plain yyyy-MM-dd read as UTC midnight. */
export const isoInstant = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .refine((v) => (ISO_DATE_TIME.test(v) || ISO_DATE.test(v)) && !Number.isNaN(Date.parse(v)), {
      message: `${field} must be an ISO 8601 date-time such as 2026-05-01T00:00:00Z`,
    });

/** A calendar day as yyyy-MM-dd. */
export const dayKey = z
  .string()
  .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    message: 'Dates must be written as yyyy-MM-dd',
  });

export const uuid = z.uuid({ error: 'Must be a valid id' });

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const idempotencyKey = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key must be 8-128 letters, digits or _ . : -');

/** The standard `Idempotency-Key` request header: the same key always answers with the same result. */
export const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKey.optional() });

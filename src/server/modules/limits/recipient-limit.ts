/**
 * How many emails a visitor's form may make us send to one address. The public forms (lesson request, contact,
 * lead magnet, newsletter) email whatever address they are given; this limit is what stops them being used to
 * flood someone else's inbox through the business's mail server, whichever address the requests come from.
 */
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { hasRoom, takeHit, type Limit } from './service';

/** Every email a public form sends to the address it was given counts here, per address, whatever the form. */
export const VISITOR_EMAIL_LIMIT: Limit = { max: 5, windowMs: 60 * 60 * 1000 };

export const RECIPIENT_LIMIT_MESSAGE =
  'We have sent several emails to this address in the last hour. Please wait an hour and try again, or call us.';

const bucket = (address: string) => `email-to:${address.trim().toLowerCase()}`;

const refusal = (retryAfterMs?: number) =>
  new AppError(
    'RECIPIENT_RATE_LIMITED',
    429,
    RECIPIENT_LIMIT_MESSAGE,
    undefined,
    retryAfterMs === undefined ? undefined : { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  );

/** Throws the same 429 when `count` more emails to `address` would go over the limit, counting nothing. */
export async function requireRoomToEmailLater(db: Database, address: string, count = 1): Promise<void> {
  if (!(await hasRoom(db, bucket(address), VISITOR_EMAIL_LIMIT, count))) throw refusal();
}

/**
 * Counts `count` emails to `address` and throws a 429 (changing nothing else) when that goes over the limit.
 * Call it inside the transaction that stores the row the email is about: a refusal rolls the count back with it,
 * so only emails actually queued are counted.
 */
export async function requireRoomToEmail(db: Database, address: string, count = 1): Promise<void> {
  const outcome = await takeHit(db, bucket(address), VISITOR_EMAIL_LIMIT, count);
  if (!outcome.allowed) throw refusal(outcome.retryAfterMs);
}

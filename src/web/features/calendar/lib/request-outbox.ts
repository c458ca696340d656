/**
 * Lesson requests the visitor was told were received while the server could not store them.
 * They wait in local storage and are sent again, with the same idempotency key, until the server stores them or
 * refuses them for good (a time taken or passed meanwhile, or a request over a week old: the visitor is told), and
 * are forgotten after 30 days whatever happens.
 */
import type { BookingRequestInput, BookingRequestResponse } from '@core/api/requests';
import { ApiError } from '@web/lib/api-client';
import { isExpired } from '@web/lib/expiring-storage';
import { createBookingRequest } from '../api/create-booking-request';
import { OUTBOX_STORAGE_KEY } from './outbox-storage-key';

export interface PendingRequest {
  idempotencyKey: string;
  /** The REQ-FALLBACK-{timestamp} id the visitor was shown. */
  fallbackId: string;
  body: BookingRequestInput;
  queuedAt: string;
  attempts: number;
  lastError?: string;
}

function readStored(): PendingRequest[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as PendingRequest[]).filter((p) => p && typeof p.idempotencyKey === 'string' && p.body)
      : [];
  } catch {
    return [];
  }
}

/** The waiting requests; those queued over 30 days ago are dropped from storage as they are found. */
function read(now = new Date()): PendingRequest[] {
  const stored = readStored();
  const kept = stored.filter((p) => !isExpired(p.queuedAt, now));
  if (kept.length !== stored.length) write(kept);
  return kept;
}

function write(entries: PendingRequest[]) {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_STORAGE_KEY);
  } catch {
    // Storage full or blocked: nothing more the browser can do; the in-page retry still runs.
  }
}

export function pendingRequests(now = new Date()): PendingRequest[] {
  return read(now);
}

/** Keeps a request for later delivery and returns the fallback id to show the visitor. */
export function queueRequest(
  body: BookingRequestInput,
  idempotencyKey: string,
  now = new Date(),
): PendingRequest {
  const entry: PendingRequest = {
    idempotencyKey,
    fallbackId: `REQ-FALLBACK-${now.getTime()}`,
    body: { ...body, submittedOfflineAt: now.toISOString() },
    queuedAt: now.toISOString(),
    attempts: 0,
  };
  write([...read().filter((p) => p.idempotencyKey !== idempotencyKey), entry]);
  return entry;
}

function update(key: string, change: (p: PendingRequest) => PendingRequest | undefined) {
  write(
    read().flatMap((p) =>
      p.idempotencyKey === key ? [change(p)].filter((x): x is PendingRequest => !!x) : [p],
    ),
  );
}

/** A failure worth trying again later: the network, a timeout, rate limiting, or the server's own trouble. */
export function isTransientFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status >= 500 || err.status === 408 || err.status === 429;
}

export interface Delivery {
  entry: PendingRequest;
  response: BookingRequestResponse;
}

/** A queued request the server refused for good; it is no longer queued, and `message` says why. */
export interface Refusal {
  entry: PendingRequest;
  message: string;
}

export interface FlushResult {
  delivered: Delivery[];
  refused: Refusal[];
}

let flushing: Promise<FlushResult> | undefined;

/**
 * Sends every waiting request once; returns those the server stored and those it refused for good (dropped from
 * the queue). Concurrent calls share one run.
 */
export function flushPendingRequests(): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { delivered: [], refused: [] };
    for (const entry of read()) {
      try {
        const response = await createBookingRequest(entry.body, entry.idempotencyKey);
        update(entry.idempotencyKey, () => undefined);
        result.delivered.push({ entry, response });
      } catch (err) {
        if (!isTransientFailure(err) && err instanceof ApiError && err.code === 'SLOT_NOT_FOUND') {
          // A picked time was deleted meanwhile: the days and contact details still reach the owner.
          update(entry.idempotencyKey, (p) => ({
            ...p,
            body: { ...p.body, slotIds: [] },
            attempts: p.attempts + 1,
          }));
          continue;
        }
        if (!isTransientFailure(err) && err instanceof ApiError) {
          // Sending it again would get the same answer (a time taken or passed, a request over a week old).
          update(entry.idempotencyKey, () => undefined);
          result.refused.push({ entry, message: err.message });
          continue;
        }
        update(entry.idempotencyKey, (p) => ({
          ...p,
          attempts: p.attempts + 1,
          lastError: err instanceof Error ? err.message : String(err),
        }));
      }
    }
    return result;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/**
 * Sends the growth events to our own server (`POST /api/growth/events`), never to a third party: batched a few
 * seconds after the first event of a batch and when the page is hidden (closed, switched away from), with the
 * visitor's A/B assignments. Nothing is queued or sent when the browser asks not to be tracked (Do Not Track or
 * Global Privacy Control). Best effort: a batch the browser cannot hand over waits for the next one, and a full
 * queue drops its oldest events.
 */
import { ANALYTICS_BATCH_MAX, ANALYTICS_PATH } from '@core/api/growth-text';
import { asksNotToBeTracked, STORAGE_KEYS, type AnalyticsEvent } from './analytics';

const FLUSH_AFTER_MS = 5_000;
const MOST_QUEUED = 200;

let queue: (AnalyticsEvent & { id: string })[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function assignments(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.experiments) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

type Flat = string | number | boolean | null;

/**
 * An event's data as the server keeps it: flat values only (a nested object's values become `outer_inner`), text cut
 * to 200 characters, at most 12 keys; anything else would make the server refuse the whole batch.
 */
export function flatData(data: Record<string, unknown> | undefined): Record<string, Flat> | undefined {
  if (!data) return undefined;
  const flat: Record<string, Flat> = {};
  const put = (key: string, value: unknown) => {
    if (Object.keys(flat).length >= 12 || !/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(key)) return;
    if (typeof value === 'string') flat[key] = value.slice(0, 200);
    else if (value === null || typeof value === 'boolean') flat[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) flat[key] = value;
  };
  for (const [key, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, v] of Object.entries(value)) put(`${key}_${inner}`, v);
    else put(key, value);
  }
  return flat;
}

/** Hands one batch to the browser; false when it could not take it. */
function deliver(body: string): boolean {
  try {
    if (typeof navigator.sendBeacon === 'function')
      return navigator.sendBeacon(ANALYTICS_PATH, new Blob([body], { type: 'application/json' }));
    void fetch(ANALYTICS_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** Sends what is queued, in batches of at most 50; what the browser refuses stays for the next time. */
export function flushAnalytics(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const batch = queue.slice(0, ANALYTICS_BATCH_MAX);
    const sessionId = batch[0]!.sessionId; // the loop runs while the queue has events
    const same = batch.filter((e) => e.sessionId === sessionId);
    const body = JSON.stringify({
      sessionId,
      variants: assignments(),
      events: same.map(({ id, name, at, path, deviceClass, data }) => ({
        id,
        name,
        at,
        path,
        deviceClass,
        data,
      })),
    });
    if (!deliver(body)) return;
    queue = queue.filter((e) => !same.includes(e));
  }
}

/** Where this visit came from, for the owner's growth report: its campaign, else the site linking here, else direct. */
export function visitSource(): string {
  try {
    const campaign = new URLSearchParams(location.search).get('utm_source');
    const referrer = document.referrer ? new URL(document.referrer).hostname : '';
    return (campaign || (referrer !== location.hostname && referrer) || 'direct').slice(0, 60);
  } catch {
    return 'direct';
  }
}

const SOURCE_SENT_KEY = 'swim.analytics.sourceSent';

/**
 * The first event this tab's visit sends is preceded by a `session_start` saying where the visit came from. It is
 * made here, in the sender, so a visitor who is not tracked never has it and the pages' first script stays small.
 */
function startOfVisit(event: AnalyticsEvent & { id: string }): (AnalyticsEvent & { id: string })[] {
  try {
    if (window.sessionStorage.getItem(SOURCE_SENT_KEY) === event.sessionId) return [];
    window.sessionStorage.setItem(SOURCE_SENT_KEY, event.sessionId);
  } catch {
    return []; // no tab storage: the visit's source cannot be told once, so it is not told at all
  }
  return [{ ...event, id: `${event.id}-start`, name: 'session_start', data: { source: visitSource() } }];
}

/** Queues an event for the server (unless the visitor asks not to be tracked). */
export function queueForServer(event: AnalyticsEvent & { id: string }): void {
  if (asksNotToBeTracked() || typeof window === 'undefined') return;
  queue = [...queue, ...startOfVisit(event), event].slice(-MOST_QUEUED);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', flushAnalytics);
  }
  timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}

function flushWhenHidden() {
  if (document.visibilityState === 'hidden') flushAnalytics();
}

/** For tests: the events waiting to be sent. */
export const queuedForServer = () => [...queue];

/**
 * For tests that share one page: drops what waits and stops the timer and listeners, so a batch one test file
 * queued is never sent into the next file's fake server.
 */
export function discardAnalyticsForTests(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
  if (listening) {
    document.removeEventListener('visibilitychange', flushWhenHidden);
    window.removeEventListener('pagehide', flushAnalytics);
    listening = false;
  }
}

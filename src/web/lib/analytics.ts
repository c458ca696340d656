/**
 * Growth analytics (spec sections 7 and 9): the last 100 events, a per-tab session, A/B assignments, scroll depth in
 * 25 % steps and the device class, kept in the browser; each event is also sent to our own server for the owner's
 * growth report (analytics-outbox.ts), unless the browser asks not to be tracked. Storage can be missing or full
 * (private mode); every call then degrades to doing nothing.
 */
export const MAX_EVENTS = 100;
export const STORAGE_KEYS = {
  events: 'swim.analytics.events',
  session: 'swim.analytics.session',
  experiments: 'swim.experiments',
  conversion: 'swim.conversion',
} as const;

export interface AnalyticsEvent {
  /** Random, so a batch the server receives twice is stored once. */
  id?: string;
  name: string;
  at: string;
  sessionId: string;
  path: string;
  deviceClass: DeviceClass;
  data?: Record<string, unknown>;
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** The spec's breakpoints: mobile up to 768 px, tablet up to 1024 px. */
export function deviceClassFor(width: number): DeviceClass {
  if (width <= 768) return 'mobile';
  if (width <= 1024) return 'tablet';
  return 'desktop';
}

function store(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readJson<T>(storage: Storage | undefined, key: string): T | undefined {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: Storage | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: analytics are best effort.
  }
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface AnalyticsSession {
  id: string;
  startedAt: string;
}

/** One session per browser tab, started on first use. */
export function currentSession(): AnalyticsSession {
  const storage = store('session');
  const existing = readJson<AnalyticsSession>(storage, STORAGE_KEYS.session);
  if (existing?.id) return existing;
  const session = { id: randomId(), startedAt: new Date().toISOString() };
  writeJson(storage, STORAGE_KEYS.session, session);
  return session;
}

export function readEvents(): AnalyticsEvent[] {
  const events = readJson<AnalyticsEvent[]>(store('local'), STORAGE_KEYS.events);
  return Array.isArray(events) ? events : [];
}

/** Do Not Track or Global Privacy Control is on: the visitor is not tracked, not even by us. */
export function asksNotToBeTracked(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string });
  return nav.doNotTrack === '1' || win?.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * Hands the event to the sender (analytics-outbox.ts), loaded with the first event so pages do not carry it in their
 * first load; a visitor who asks not to be tracked never loads it.
 */
function sendToServer(event: AnalyticsEvent & { id: string }) {
  if (asksNotToBeTracked()) return;
  void import('./analytics-outbox').then((m) => m.queueForServer(event)).catch(() => undefined);
}

/** Records an event, keeping only the newest 100. */
export function trackEvent(name: string, data?: Record<string, unknown>): AnalyticsEvent {
  const event = {
    id: randomId(),
    name,
    at: new Date().toISOString(),
    sessionId: currentSession().id,
    path: typeof location === 'undefined' ? '' : location.pathname,
    deviceClass: deviceClassFor(typeof window === 'undefined' ? 1280 : window.innerWidth),
    ...(data ? { data } : {}),
  };
  writeJson(store('local'), STORAGE_KEYS.events, [...readEvents(), event].slice(-MAX_EVENTS));
  sendToServer(event);
  return event;
}

/** Marks that this visitor converted (booked); the lead magnet's time trigger stays quiet afterwards. */
export function markConversion(): void {
  writeJson(store('local'), STORAGE_KEYS.conversion, { at: new Date().toISOString() });
}

export function hasConverted(): boolean {
  return readJson(store('local'), STORAGE_KEYS.conversion) !== undefined;
}

export const SCROLL_DEPTH_STEPS = [25, 50, 75, 100] as const;

/** The 25 % steps reached when `scrolled` px of a `total` px page are seen (viewport bottom included). */
export function scrollDepthSteps(viewportBottom: number, total: number): number[] {
  if (total <= 0) return [];
  const percent = Math.min(100, (viewportBottom / total) * 100);
  return SCROLL_DEPTH_STEPS.filter((step) => percent >= step);
}

/** Records each 25 % step of the page once per page view; returns the function that stops listening. */
export function trackScrollDepth(): () => void {
  const seen = new Set<number>();
  const check = () => {
    const bottom = window.scrollY + window.innerHeight;
    for (const step of scrollDepthSteps(bottom, document.documentElement.scrollHeight)) {
      if (seen.has(step)) continue;
      seen.add(step);
      trackEvent('scroll_depth', { percent: step });
    }
  };
  window.addEventListener('scroll', check, { passive: true });
  return () => window.removeEventListener('scroll', check);
}

export {
  assignVariant,
  bookingFlowVariant,
  EXPERIMENTS,
  pickVariant,
  type ExperimentId,
  type VariantOf,
} from './experiments';

import { afterEach, beforeEach, expect, test, vi } from 'vitest';

type Outbox = typeof import('./analytics-outbox');
type Analytics = typeof import('./analytics');

/** A fresh copy of the modules (the outbox's queue is module state), with `navigator` as a browser would set it. */
async function load(nav: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  vi.resetModules();
  Object.defineProperty(navigator, 'doNotTrack', { value: nav.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: nav.globalPrivacyControl ?? false,
    configurable: true,
  });
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  let accept = true;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      if (!accept) return false;
      void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
  const outbox: Outbox = await import('./analytics-outbox');
  const analytics: Analytics = await import('./analytics');
  // This tab's visit has already told where it came from (the test of session_start below undoes this).
  window.sessionStorage.setItem('swim.analytics.sourceSent', analytics.currentSession().id);
  // Earlier files of this worker loaded senders of their own on the same page, which send on the same signals:
  // only this session's batches are this test's.
  const sent = () => beacons.filter((b) => b.body.sessionId === analytics.currentSession().id);
  return { outbox, analytics, sent, refuse: () => (accept = false), acceptAgain: () => (accept = true) };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useFakeTimers();
});
// The files of a worker share one page: what this file set on it goes, or a later file would meet a hidden page
// (which pauses TanStack Query's retries) or a browser that asks not to be tracked.
afterEach(() => {
  vi.useRealTimers();
  for (const name of ['doNotTrack', 'globalPrivacyControl', 'sendBeacon'])
    Reflect.deleteProperty(navigator, name);
  Reflect.deleteProperty(document, 'visibilityState');
});

test('events go to our own server in one batch, five seconds after the first, with the A/B assignments', async () => {
  const { analytics, outbox, sent } = await load();
  window.localStorage.setItem('swim.experiments', JSON.stringify({ heroHeadline: 'confidence' }));
  analytics.trackEvent('page_view', { title: 'Home' });
  analytics.trackEvent('scroll_depth', { percent: 25 });
  // The sender loads with the first event; both wait for it.
  await vi.dynamicImportSettled();
  expect(outbox.queuedForServer()).toHaveLength(2);
  expect(sent()).toHaveLength(0);
  vi.advanceTimersByTime(5_000);
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
  const [beacon] = sent();
  expect(beacon!.url).toBe('/api/growth/events');
  expect(beacon!.body).toMatchObject({
    sessionId: analytics.currentSession().id,
    variants: { heroHeadline: 'confidence' },
    events: [
      { name: 'page_view', data: { title: 'Home' }, path: '/', deviceClass: expect.any(String) },
      { name: 'scroll_depth', data: { percent: 25 } },
    ],
  });
  const ids = (beacon!.body.events as { id: string }[]).map((e) => e.id);
  expect(new Set(ids).size).toBe(2);
});

test("a visit's first event sent is preceded by where the visit came from, once per tab", async () => {
  const { analytics, outbox } = await load();
  window.sessionStorage.removeItem('swim.analytics.sourceSent');
  const before = location.href;
  try {
    history.replaceState(null, '', '/lessons?utm_source=newsletter');
    analytics.trackEvent('scroll_depth', { percent: 25 });
    analytics.trackEvent('scroll_depth', { percent: 50 });
    await vi.dynamicImportSettled();
    expect(outbox.queuedForServer().map((e) => [e.name, e.data])).toEqual([
      ['session_start', { source: 'newsletter' }],
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
    ]);
    // In the browser's own list the visit is as the visitor made it.
    expect(analytics.readEvents().map((e) => e.name)).toEqual(['scroll_depth', 'scroll_depth']);
    history.replaceState(null, '', '/lessons');
    expect(outbox.visitSource()).toBe('direct');
  } finally {
    history.replaceState(null, '', before);
  }
});

test('a page being hidden sends at once; at most 50 events a batch', async () => {
  const { analytics, outbox, sent } = await load();
  for (let i = 0; i < 60; i++) analytics.trackEvent('quiz_answer', { question: i });
  await vi.dynamicImportSettled();
  expect(outbox.queuedForServer()).toHaveLength(60);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await vi.waitFor(() => expect(sent()).toHaveLength(2));
  expect(sent().map((b) => (b.body.events as unknown[]).length)).toEqual([50, 10]);
});

test('a batch the browser refuses waits for the next one', async () => {
  const { analytics, outbox, sent, refuse, acceptAgain } = await load();
  refuse();
  analytics.trackEvent('page_view');
  await vi.dynamicImportSettled();
  expect(outbox.queuedForServer()).toHaveLength(1);
  outbox.flushAnalytics();
  expect(outbox.queuedForServer()).toHaveLength(1);
  acceptAgain();
  analytics.trackEvent('scroll_depth', { percent: 50 });
  await vi.dynamicImportSettled();
  expect(outbox.queuedForServer()).toHaveLength(2);
  outbox.flushAnalytics();
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
  expect((sent()[0]!.body.events as { name: string }[]).map((e) => e.name)).toEqual([
    'page_view',
    'scroll_depth',
  ]);
  expect(outbox.queuedForServer()).toEqual([]);
});

test('Do Not Track or Global Privacy Control: kept in the browser as before, never queued or sent', async () => {
  for (const nav of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
    const { analytics, outbox, sent } = await load(nav);
    analytics.trackEvent('page_view');
    await vi.dynamicImportSettled();
    expect(analytics.readEvents().at(-1)?.name).toBe('page_view');
    expect(outbox.queuedForServer()).toEqual([]);
    // The sender's own guard too, for an event handed to it directly.
    outbox.queueForServer({ ...analytics.readEvents().at(-1)!, id: 'direct-event-1' });
    expect(outbox.queuedForServer()).toEqual([]);
    vi.advanceTimersByTime(10_000);
    outbox.flushAnalytics();
    await vi.runAllTicks();
    expect(sent()).toEqual([]);
  }
});

test('nested or long data is flattened as the server keeps it, so no batch is refused for its shape', async () => {
  const { outbox } = await load();
  expect(
    outbox.flatData({
      device: { class: 'mobile', width: 390, agent: 'x'.repeat(300) },
      list: [1, 2],
      ok: true,
      'bad key': 1,
      nothing: null,
      notANumber: Number.NaN,
    }),
  ).toEqual({
    device_class: 'mobile',
    device_width: 390,
    device_agent: 'x'.repeat(200),
    ok: true,
    nothing: null,
  });
});

test('discarded for the next test file: nothing waiting is sent, on the timer or when the page is hidden', async () => {
  const { analytics, outbox, sent } = await load();
  analytics.trackEvent('page_view', { title: 'Home' });
  await vi.dynamicImportSettled();
  expect(outbox.queuedForServer()).toHaveLength(1);
  outbox.discardAnalyticsForTests();
  await vi.advanceTimersByTimeAsync(6_000);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
  await vi.advanceTimersByTimeAsync(0);
  expect(outbox.queuedForServer()).toEqual([]);
  expect(sent()).toEqual([]);
});

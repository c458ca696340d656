import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  assignVariant,
  bookingFlowVariant,
  currentSession,
  deviceClassFor,
  hasConverted,
  markConversion,
  MAX_EVENTS,
  pickVariant,
  readEvents,
  scrollDepthSteps,
  trackEvent,
  trackScrollDepth,
} from './analytics';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('device class', () => {
  test.each([
    [390, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1280, 'desktop'],
  ])('a %i px wide window is %s', (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });
});

describe('events', () => {
  test('keeps only the newest 100 events, oldest dropped first', () => {
    for (let i = 0; i < MAX_EVENTS + 5; i++) trackEvent('click', { i });
    const events = readEvents();
    expect(events).toHaveLength(MAX_EVENTS);
    expect(events[0]?.data).toEqual({ i: 5 });
    expect(events.at(-1)?.data).toEqual({ i: MAX_EVENTS + 4 });
  });

  test('stamps each event with the session, path and device class', () => {
    const event = trackEvent('page_not_found', { path: '/nowhere' });
    expect(event.sessionId).toBe(currentSession().id);
    expect(event.path).toBe(location.pathname);
    expect(['mobile', 'tablet', 'desktop']).toContain(event.deviceClass);
  });

  test('reads an empty list when stored events are corrupt', () => {
    localStorage.setItem('swim.analytics.events', '{not json');
    expect(readEvents()).toEqual([]);
  });

  test('keeps one session per tab until the tab storage is cleared', () => {
    const first = currentSession();
    expect(currentSession().id).toBe(first.id);
    sessionStorage.clear();
    expect(currentSession().id).not.toBe(first.id);
  });

  test('remembers a conversion', () => {
    expect(hasConverted()).toBe(false);
    markConversion();
    expect(hasConverted()).toBe(true);
  });
});

describe('A/B assignment', () => {
  test('splits the hero headline 34/33/33 by the random draw', () => {
    expect(pickVariant('heroHeadline', 0)).toBe('first-lesson');
    expect(pickVariant('heroHeadline', 0.3399)).toBe('first-lesson');
    expect(pickVariant('heroHeadline', 0.34)).toBe('at-your-pool');
    expect(pickVariant('heroHeadline', 0.6699)).toBe('at-your-pool');
    expect(pickVariant('heroHeadline', 0.67)).toBe('confidence');
    expect(pickVariant('heroHeadline', 0.9999)).toBe('confidence');
  });

  test('splits the booking flow 40/30/30', () => {
    expect(pickVariant('bookingFlow', 0.3999)).toBe('standard');
    expect(pickVariant('bookingFlow', 0.4)).toBe('urgency');
    expect(pickVariant('bookingFlow', 0.7)).toBe('testimonial');
  });

  test('gives roughly the published shares over many visitors', () => {
    const counts = { aqua: 0, purple: 0, gold: 0 };
    for (let i = 0; i < 10_000; i++) counts[pickVariant('ctaColor', i / 10_000)]++;
    expect(counts).toEqual({ aqua: 3400, purple: 3300, gold: 3300 });
  });

  test('keeps a visitor in the same variant on later visits', () => {
    expect(assignVariant('ctaColor', () => 0.9)).toBe('gold');
    expect(assignVariant('ctaColor', () => 0.1)).toBe('gold');
  });

  test('draws again when the stored variant is not one the experiment has', () => {
    localStorage.setItem('swim.experiments', JSON.stringify({ bookingFlow: 'retired' }));
    expect(assignVariant('bookingFlow', () => 0.5)).toBe('urgency');
  });

  test('exposes the booking flow variant for the booking page', () => {
    localStorage.setItem('swim.experiments', JSON.stringify({ bookingFlow: 'testimonial' }));
    expect(bookingFlowVariant()).toBe('testimonial');
  });
});

describe('scroll depth', () => {
  test('reports the 25 % steps reached', () => {
    expect(scrollDepthSteps(240, 1000)).toEqual([]);
    expect(scrollDepthSteps(250, 1000)).toEqual([25]);
    expect(scrollDepthSteps(760, 1000)).toEqual([25, 50, 75]);
    expect(scrollDepthSteps(1000, 1000)).toEqual([25, 50, 75, 100]);
  });

  // The page's own sizes come back for the files that run after this one in the same page.
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    Reflect.deleteProperty(window, 'innerHeight');
    Reflect.deleteProperty(window, 'scrollY');
  });

  test('records each step once per page view as the visitor scrolls', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const stop = trackScrollDepth();
    for (const y of [0, 1100, 1200, 3000]) {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    }
    stop();
    window.dispatchEvent(new Event('scroll'));
    const steps = readEvents()
      .filter((e) => e.name === 'scroll_depth')
      .map((e) => e.data?.percent);
    expect(steps).toEqual([25, 50, 75, 100]);
  });
});

import { afterEach, beforeEach, expect, test } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint';

/** A stand-in for the browser's paint timing: `paint()` delivers the first paint entry to every observer. */
function paintTiming(supported = true) {
  const callbacks: (() => void)[] = [];
  let disconnected = 0;
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {
      disconnected += 1;
    }
  }
  return {
    win: { PerformanceObserver: FakeObserver } as unknown as Window,
    paint: () => callbacks.forEach((cb) => cb()),
    disconnected: () => disconnected,
  };
}

function starterTag(entry: string | null, preload = '') {
  const tag = document.createElement('script');
  if (entry) tag.setAttribute('data-entry', entry);
  tag.setAttribute('data-preload', preload);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
}

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

const moduleScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')] as HTMLScriptElement[];
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><main><h1>Lesson levels</h1></main></div>';
  setVisibility('visible');
});

afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
  Reflect.deleteProperty(document, 'visibilityState');
});

test('nothing is loaded before the first paint; after it, the entry and its imports are asked for once', () => {
  starterTag('/assets/index-abc.js', '/assets/react-def.js /assets/money-ghi.js');
  const timing = paintTiming();
  startAfterFirstPaint(document, timing.win);
  expect(moduleScripts()).toHaveLength(0);

  timing.paint();
  expect(moduleScripts().map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
  expect(preloads()).toEqual(['/assets/react-def.js', '/assets/money-ghi.js']);
  expect(timing.disconnected()).toBe(1);

  timing.paint(); // a later paint entry, or the tab going to the background, starts nothing more
  document.dispatchEvent(new Event('visibilitychange'));
  expect(moduleScripts()).toHaveLength(1);
});

test('a tab sent to the background before its first paint starts the app then', () => {
  starterTag('/assets/index-abc.js');
  startAfterFirstPaint(document, paintTiming().win);
  expect(moduleScripts()).toHaveLength(0);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(moduleScripts()).toHaveLength(1);
});

test('a tab opened in the background, or a browser without paint timing, starts the app at once', () => {
  setVisibility('hidden');
  starterTag('/assets/index-abc.js');
  startAfterFirstPaint(document, paintTiming().win);
  expect(moduleScripts()).toHaveLength(1);

  document.head.innerHTML = '';
  setVisibility('visible');
  starterTag('/assets/index-abc.js');
  startAfterFirstPaint(document, paintTiming(false).win);
  expect(moduleScripts()).toHaveLength(1);
  expect(preloads()).toEqual([]);
});

test('the app shell, with nothing prerendered to paint, starts the app at once', () => {
  document.body.innerHTML = '<div id="root"></div>';
  starterTag('/assets/index-abc.js');
  startAfterFirstPaint(document, paintTiming().win);
  expect(moduleScripts()).toHaveLength(1);
});

test('a starter without an entry does nothing', () => {
  starterTag(null);
  const timing = paintTiming();
  startAfterFirstPaint(document, timing.win);
  timing.paint();
  expect(moduleScripts()).toHaveLength(0);
});

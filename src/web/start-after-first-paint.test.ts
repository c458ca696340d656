import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint';

let frames: FrameRequestCallback[];
let win: Window;

function starterTag(entry: string | null, preload = '') {
  const tag = document.createElement('script');
  if (entry) tag.setAttribute('data-entry', entry);
  tag.setAttribute('data-preload', preload);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
}

const moduleScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')] as HTMLScriptElement[];
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  win = {
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  } as unknown as Window;
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'currentScript');
});

test('nothing is loaded before a frame is painted; after it, the entry and its imports are asked for once', () => {
  starterTag('/assets/index-abc.js', '/assets/react-def.js /assets/money-ghi.js');
  startAfterFirstPaint(document, win);
  expect(moduleScripts()).toHaveLength(0);

  frames.forEach((frame) => frame(0));
  expect(moduleScripts()).toHaveLength(0); // the frame itself is not painted yet
  vi.advanceTimersByTime(0);
  expect(moduleScripts().map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
  expect(preloads()).toEqual(['/assets/react-def.js', '/assets/money-ghi.js']);

  vi.advanceTimersByTime(1_000); // the background-tab timer finds it started
  expect(moduleScripts()).toHaveLength(1);
});

test('a tab that paints no frame still starts the app', () => {
  starterTag('/assets/index-abc.js');
  startAfterFirstPaint(document, win);
  vi.advanceTimersByTime(249);
  expect(moduleScripts()).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(moduleScripts()).toHaveLength(1);
  expect(preloads()).toEqual([]);
});

test('a starter without an entry does nothing', () => {
  starterTag(null);
  startAfterFirstPaint(document, win);
  vi.advanceTimersByTime(1_000);
  expect(moduleScripts()).toHaveLength(0);
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The files of a worker share one jsdom page and one module registry (isolate: false), and this file runs before
// each of them: it hands the file what a freshly opened page would have.
// App modules are evaluated again on first import, so their state (cached site config, CSRF token, toasts) starts
// empty; packages stay loaded.
vi.resetModules();
// What an earlier file stubbed, faked or left behind.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body])
  for (const { name } of [...element.attributes]) element.removeAttribute(name);

afterEach(() => cleanup());

// The analytics sender of this file's modules would still send its queued batch a few seconds from now, into the
// next file's fake server (the modules are evaluated again for that file, but this one's timer lives on).
afterAll(async () => {
  const { discardAnalyticsForTests } = await import('@web/lib/analytics-outbox');
  discardAnalyticsForTests();
});

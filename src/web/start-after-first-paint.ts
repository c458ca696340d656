/**
 * The page's only script tag: a small classic deferred script that loads the app once the prerendered page has
 * painted. A module script in the head would be fetched beside the stylesheet and, once cached, run before the
 * first frame, so a slow phone would show nothing until React had started; this way the page's text and pictures
 * come first and the app (which replaces the same markup) follows. The build writes this function into its own
 * file (scripts/start-after-paint.ts) and takes the entry and its imports out of the head.
 *
 * The first paint is learnt from the browser's paint timing, not from timers: timers can be paused (a test's fake
 * clock, a throttled tab) and the app must start all the same. A hidden tab paints nothing, and the app shell (no
 * prerendered content) has nothing to paint first, so both start at once.
 *
 * Written without closures over module scope: it runs from its own source text, not from the bundle.
 */
export function startAfterFirstPaint(doc: Document, win: Window): void {
  const tag = doc.currentScript;
  const entry = tag?.getAttribute('data-entry');
  if (!entry) return;
  const preloads = (tag?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry's own imports are asked for beside it, not one round trip later.
    for (const href of preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
  };
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  // A page with nothing prerendered (the app shell) has no first paint to wait for.
  const prerendered = doc.getElementById('root')?.hasChildNodes() ?? false;
  if (!prerendered || doc.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    start();
    return;
  }
  const observer = new Observer(() => {
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Sent to the background before its first frame: it will not paint until shown again.
  doc.addEventListener('visibilitychange', start, { once: true });
}

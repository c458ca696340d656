/**
 * The page's only script tag: a small classic deferred script that loads the app once the prerendered page has
 * painted. A module script in the head would be fetched beside the stylesheet and, once cached, run before the
 * first frame, so a slow phone would show nothing until React had started; this way the page's text and pictures
 * come first and the app (which replaces the same markup) follows. The build writes this function into its own
 * file (scripts/start-after-paint.ts) and takes the entry and its imports out of the head.
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
  // After the next frame is painted: a timer set from a frame callback runs once that frame is on screen.
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  // A tab opened in the background paints no frames; its app still starts.
  win.setTimeout(start, 250);
}

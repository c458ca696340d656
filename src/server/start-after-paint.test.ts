import { expect, test } from 'vitest';
import { startEntryAfterPaint } from '../../scripts/start-after-paint';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Home</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/money-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

test('the entry and its preloads leave the head for one deferred starter that names them', () => {
  const html = startEntryAfterPaint(BUILT, '/assets/start-1.js');
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain('modulepreload');
  expect(html).toContain(
    '<script defer src="/assets/start-1.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/money-ghi.js"></script>',
  );
  // The stylesheet stays where it was: the first paint needs it.
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  expect(html.indexOf('data-entry')).toBeLessThan(html.indexOf('</head>'));
});

test('a page without a module entry stops the build instead of shipping a page that never starts', () => {
  expect(() => startEntryAfterPaint('<html><head></head><body></body></html>')).toThrow(/no module entry/);
});

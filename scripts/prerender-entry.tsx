/**
 * Renders one route of the real app to HTML at build time (loaded through Vite's SSR loader by prerender.ts),
 * so the pages search engines and first-time visitors see carry their content before any script runs.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteLayout } from '@web/app/layout';
import { pageFor } from '@web/app/pages';
import { AppRoutes, preloadPage } from '@web/app/router';
import { loadDeferredParts } from '@web/lib/deferred-component';

export async function renderRoute(path: string): Promise<string> {
  const shell = pageFor(path).shell;
  if (shell) {
    // A page rendered only in the browser: the frame and the page's shell, which the app replaces when it starts.
    const Shell = await shell();
    return renderToString(
      <StaticRouter location={path}>
        <SiteLayout>{createElement(Shell)}</SiteLayout>
      </StaticRouter>,
    );
  }
  await preloadPage(path);
  // Parts the browser loads after the start (a carousel far below the fold) are in the HTML all the same.
  await loadDeferredParts();
  return renderToString(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
}

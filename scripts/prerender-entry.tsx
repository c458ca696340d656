/**
 * Renders one route of the real app to HTML at build time (loaded through Vite's SSR loader by prerender.ts),
 * so the pages search engines and first-time visitors see carry their content before any script runs.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from '@web/app/router';
import { loadDeferredParts } from '@web/lib/deferred-component';

export async function renderRoute(path: string): Promise<string> {
  await preloadPage(path);
  // Parts the browser loads after the start (a carousel far below the fold) are in the HTML all the same.
  await loadDeferredParts();
  return renderToString(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
}

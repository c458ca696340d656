/**
 * Renders one route of the real app to HTML at build time (loaded through Vite's SSR loader by prerender.ts),
 * so the pages search engines and first-time visitors see carry their content before any script runs.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from '@web/app/router';
import { createQueryClient } from '@web/lib/query-client';

export async function renderRoute(path: string): Promise<string> {
  await preloadPage(path);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
}

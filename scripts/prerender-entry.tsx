/**
 * Renders one route of the real app to HTML at build time (loaded through Vite's SSR loader by prerender.ts),
 * so the pages search engines and first-time visitors see carry their content before any script runs.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@web/app/router';
import { createQueryClient } from '@web/lib/query-client';

export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, within } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

/**
 * Renders a component with what the app around it provides: the query cache, a router at `path`, and the toasts.
 * Toasts left by an earlier test are closed first. `routes` adds other pages the component may navigate to; the path shown now is in `data-testid="current-path"`.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    routes = {},
    queryClient = createQueryClient(),
    strict = false,
  }: {
    path?: string;
    routes?: Record<string, ReactElement>;
    queryClient?: QueryClient;
    /** Renders in StrictMode, as the app does: React runs effects twice in development. */
    strict?: boolean;
  } = {},
) {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const app = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pathname} element={ui} />
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  // Toasts are kept for the whole page, so an earlier test's may still be showing: this test starts without them.
  act(() => {
    for (const close of within(result.container).queryAllByRole('button', { name: /^Close notification/ }))
      fireEvent.click(close);
  });
  return { ...result, queryClient };
}

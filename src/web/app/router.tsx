import { createElement, use, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { withQueryCacheLater } from '@web/lib/with-query-cache-later';
import { AppFrame } from './app-frame';
import { RouteErrorBoundary } from './crash-screen';
import { PAGES, pageFor, type PageEntry } from './pages';

// Declarative routes rather than a data router: this site loads no route data, and the data router would add
// about 16 KB (gzipped) to the first script every visitor downloads.

const loaded = new Map<PageEntry, ComponentType>();
const loading = new Map<PageEntry, Promise<ComponentType>>();

function loadPage(page: PageEntry): Promise<ComponentType> {
  let promise = loading.get(page);
  if (!promise) {
    const component = page.readsNothing ? page.load() : withQueryCacheLater(page.load);
    promise = component.then((component) => {
      loaded.set(page, component);
      return component;
    });
    loading.set(page, promise);
  }
  return promise;
}

/** Loads the code of the page at `pathname`, so the first render (and a prerender) shows it without a fallback. */
export function preloadPage(pathname: string): Promise<ComponentType> {
  return loadPage(pageFor(pathname));
}

/** Renders a page whose code may still be loading; the Suspense boundary around the main area waits for it. */
function PageSlot({ page }: { page: PageEntry }) {
  const component = loaded.get(page) ?? use(loadPage(page));
  return createElement(component);
}

/** The route table: every page is its own chunk (see pages.ts). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route element={<AppFrame />}>
        {PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <RouteErrorBoundary resetKey={pathname}>
                <PageSlot page={page} />
              </RouteErrorBoundary>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}

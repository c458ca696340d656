import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { CrashBoundary } from './app/crash-screen';
import { createRouter } from './app/router';
import './styles.css';

const queryClient = createQueryClient();
const router = createRouter();

function start() {
  createRoot(document.getElementById('root')!).render( // index.html always has #root
    <StrictMode>
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CrashBoundary>
    </StrictMode>,
  );
}

// Render once the first page's code has loaded, so prerendered HTML stays on screen until the real page
// replaces it, with no blank frame in between.
if (router.state.initialized) {
  start();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}

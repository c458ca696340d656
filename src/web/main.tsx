import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { CrashBoundary } from './app/crash-screen';
import { AppRoutes, preloadPage } from './app/router';
import './styles.css';

const queryClient = createQueryClient();

function start() {
  createRoot(document.getElementById('root')!).render( // index.html always has #root
    <StrictMode>
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </CrashBoundary>
    </StrictMode>,
  );
}

// Render once the first page's code has loaded, so prerendered HTML stays on screen until the real page
// replaces it, with no blank frame in between. A chunk that fails to load still renders: the page's
// error boundary then shows the crash screen.
preloadPage(window.location.pathname).then(start, start);

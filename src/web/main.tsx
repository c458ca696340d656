import './lib/zod-in-browser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startErrorReports } from './lib/error-reports';
import { CrashBoundary } from './app/crash-screen';
import { AppRoutes, preloadPage } from './app/router';
import './styles.css';

// Before anything renders, so a crash on the first page is reported too (only when a DSN is configured).
startErrorReports();
// Booking tokens this browser kept are forgotten after 30 days, even for confirmations never opened again. The
// sweep waits until the page has started (a read checks a token's age itself), so its code is not in the first script.
setTimeout(() => {
  void import('./lib/booking-access').then((m) => m.forgetExpiredBookingAccess());
}, 2_000);

function start() {
  const root = createRoot(document.getElementById('root')!); // index.html always has #root
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread in one long task; the prerendered page stays on screen (and clickable links keep working) meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <CrashBoundary>
          {/* The query cache is provided by each page that reads the server (see app/pages.ts). */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </CrashBoundary>
      </StrictMode>,
    ),
  );
}

// Render once the first page's code has loaded, so prerendered HTML stays on screen until the real page
// replaces it, with no blank frame in between. A chunk that fails to load still renders: the page's
// error boundary then shows the crash screen.
preloadPage(window.location.pathname).then(start, start);

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { pageFor } from './pages';

/**
 * On every route change after the first, moves focus to the main area and announces the new page,
 * so keyboard and screen-reader users land where sighted users look.
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const name = pageFor(location.pathname).name;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: false });
    window.scrollTo(0, 0);
    setMessage(`Navigated to ${name}`);
    // Keyed on the path only: query-string changes are not navigations to a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { useLeadMagnetTrigger } from '../hooks/use-lead-magnet-trigger';

// The dialog's code loads only when it is about to open, keeping it off every first page load.
const LeadMagnetDialog = lazy(() =>
  import('./lead-magnet-dialog').then((m) => ({ default: m.LeadMagnetDialog })),
);

/** Pages where the offer may appear; never in the middle of booking, paying or the admin area. */
const OFFER_PATHS = new Set<string>([
  SITE_ROUTES.home,
  SITE_ROUTES.lessons,
  SITE_ROUTES.progress,
  SITE_ROUTES.faq,
  SITE_ROUTES.contact,
]);

export function LeadMagnet() {
  const { pathname } = useLocation();
  const loadedAt = useRef(Date.now());
  const trigger = useLeadMagnetTrigger(OFFER_PATHS.has(pathname));
  const [open, setOpen] = useState(true);
  if (!trigger) return null;
  return (
    <Suspense fallback={null}>
      <LeadMagnetDialog open={open} onOpenChange={setOpen} trigger={trigger} startedAt={loadedAt.current} />
    </Suspense>
  );
}

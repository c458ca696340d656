import { lazy, Suspense, useEffect, useState } from 'react';
import { PendingRequestSender } from '@web/features/calendar/components/pending-request-sender';
import { LeadMagnet } from '@web/features/growth/components/lead-magnet';
import { VersionBanner } from '@web/features/growth/components/version-banner';
import { SiteLayout } from './layout';

// Admin code loads only when someone opens the login, never on an ordinary public page view.
const AdminLoginDialog = lazy(() =>
  import('@web/features/admin/shared/admin-login-dialog').then((m) => ({ default: m.AdminLoginDialog })),
);

/**
 * The root element of every route. Cross-feature pieces that the layout opens (the admin login dialog,
 * the version banner, the lead-magnet modal) are composed here, the only place features meet.
 */
export function AppFrame() {
  const [adminOpen, setAdminOpen] = useState(false);
  const [adminLoaded, setAdminLoaded] = useState(false);
  // Marks the document as running the app, not only showing its prerendered HTML (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
  return (
    <>
      <SiteLayout
        onAdminClick={() => {
          setAdminLoaded(true);
          setAdminOpen(true);
        }}
      />
      {adminLoaded && (
        <Suspense fallback={null}>
          <AdminLoginDialog open={adminOpen} onOpenChange={setAdminOpen} />
        </Suspense>
      )}
      <VersionBanner />
      <LeadMagnet />
      <PendingRequestSender />
    </>
  );
}

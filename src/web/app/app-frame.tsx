import { lazy, Suspense, useState } from 'react';
import { deferredComponent } from '@web/lib/deferred-component';
import { withQueryCacheLater } from '@web/lib/with-query-cache-later';
import { SiteLayout } from './layout';

// Admin code loads only when someone opens the login, never on an ordinary public page view.
// The login signs in through the shared query cache, so the admin page finds the session it started.
const AdminLoginDialog = lazy(() =>
  withQueryCacheLater(() =>
    import('@web/features/admin/shared/admin-login-dialog').then((m) => m.AdminLoginDialog),
  ).then((component) => ({ default: component })),
);

// What waits for something to happen (a new build, a visitor about to leave, a queued lesson request) arrives after
// the page has started, in its own chunk, so the first script every visitor downloads stays small.
const FrameWatchers = deferredComponent(() => import('./frame-watchers').then((m) => m.FrameWatchers));

/**
 * The root element of every route. Cross-feature pieces that the layout opens (the admin login dialog,
 * the version banner, the lead-magnet modal) are composed here, the only place features meet.
 */
export function AppFrame() {
  const [adminOpen, setAdminOpen] = useState(false);
  const [adminLoaded, setAdminLoaded] = useState(false);
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
      <FrameWatchers />
    </>
  );
}

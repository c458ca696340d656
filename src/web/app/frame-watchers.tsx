import { useEffect } from 'react';
import { PendingRequestSender } from '@web/features/calendar/components/pending-request-sender';
import { LeadMagnet } from '@web/features/growth/components/lead-magnet';
import { VersionBanner } from '@web/features/growth/components/version-banner';

/** The site-wide pieces that watch for something to happen and show nothing until it does. */
export function FrameWatchers() {
  // Marks the document as running the app, watchers included, not only showing its prerendered HTML (browser tests
  // wait for it, as a person waits a moment before acting).
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
  return (
    <>
      <VersionBanner />
      <LeadMagnet />
      <PendingRequestSender />
    </>
  );
}

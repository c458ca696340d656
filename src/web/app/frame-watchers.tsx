import { PendingRequestSender } from '@web/features/calendar/components/pending-request-sender';
import { LeadMagnet } from '@web/features/growth/components/lead-magnet';
import { VersionBanner } from '@web/features/growth/components/version-banner';

/** The site-wide pieces that watch for something to happen and show nothing until it does. */
export function FrameWatchers() {
  return (
    <>
      <VersionBanner />
      <LeadMagnet />
      <PendingRequestSender />
    </>
  );
}

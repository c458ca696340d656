import { LeadMagnet } from '@web/features/growth/components/lead-magnet';
import { VersionBanner } from '@web/features/growth/components/version-banner';
import { SiteLayout } from './layout';

/**
 * The root element of every route. Cross-feature pieces that the layout opens (the admin login dialog,
 * the version banner, the lead-magnet modal) are composed here, the only place features meet.
 */
export function AppFrame() {
  return (
    <>
      <SiteLayout />
      <VersionBanner />
      <LeadMagnet />
    </>
  );
}

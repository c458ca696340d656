import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function ConfirmationPage() {
  usePageMeta('Booking Confirmed!', 'Your swim lesson booking confirmation.');
  return <PageIntro title="Booking Confirmed!" lead="Your booking details." />;
}

import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function ThankYouPage() {
  usePageMeta('Thank You!', 'Thank you for booking swim lessons.');
  return <PageIntro title="Thank You!" lead="Your booking/payment was successful." />;
}

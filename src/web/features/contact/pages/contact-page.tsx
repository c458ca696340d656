import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function ContactPage() {
  usePageMeta('Contact Us', 'Contact DMV Swim Lessons about private, semi-private and group swim lessons at your pool.');
  return <PageIntro title="Contact Us" lead="Questions about lessons? We reply within 24 hours." />;
}

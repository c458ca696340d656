import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function BookingPage() {
  usePageMeta('Book Swim Lessons', 'Book and pay for swim lessons online: real-time availability at your pool.');
  return <PageIntro title="Book Swim Lessons" lead="Choose dates, pick your times and pay securely online." />;
}

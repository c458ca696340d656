import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function FaqPage() {
  usePageMeta('Frequently Asked Questions', 'Answers about swim lessons: what to bring, lesson length, cancellation, group discounts, rates and our service area.');
  return <PageIntro title="Frequently Asked Questions" lead="What to bring, how long lessons last, cancellations, rates and where we teach." />;
}

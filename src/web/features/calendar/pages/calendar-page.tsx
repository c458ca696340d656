import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function CalendarPage() {
  usePageMeta('Book Your Swimming Lessons', 'Pick swim lesson times and send a lesson request.');
  return <PageIntro title="Book Your Swimming Lessons" lead="Pick the times that work for you." />;
}

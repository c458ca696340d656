import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function ProgressPage() {
  usePageMeta('Progress Tracker', 'Track swim skill milestones for every level.');
  return <PageIntro title="Progress Tracker" lead="Follow the milestones of each level." />;
}

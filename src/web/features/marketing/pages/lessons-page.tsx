import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function LessonsPage() {
  usePageMeta('Swim Lesson Levels', 'Swim lesson levels and prices: private, semi-private and group lessons at your pool in DC, Maryland and Northern Virginia.');
  return <PageIntro title="Swim Lesson Levels" lead="Five levels from first splash to swim team, taught at your pool." />;
}

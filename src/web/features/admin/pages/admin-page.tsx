import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';

export function AdminPage() {
  usePageMeta('Admin', undefined, { noIndex: true });
  return <PageIntro title="Admin Access" lead="Authentication is required to view this page." />;
}

import { Lock } from 'lucide-react';
import { useState } from 'react';
import { PageIntro } from '@web/components/page-section';
import { Button } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { useAuthCheck } from '../api/auth';
import { AdminLoginDialog } from '../components/admin-login-dialog';
import { AdminShell } from '../components/admin-shell';

/** The dashboard shows only once the server's auth check passes; until then, "Admin Access". */
export function AdminPage() {
  usePageMeta('Admin', undefined, { noIndex: true });
  const auth = useAuthCheck();
  const [loginOpen, setLoginOpen] = useState(false);

  if (auth.data) return <AdminShell username={auth.data.username} />;
  return (
    <PageIntro title="Admin Access" lead="Authentication is required to view this page.">
      <div className="mt-6 flex items-center gap-3" aria-live="polite">
        {auth.isLoading ? (
          <p className="text-slate-600">Checking your session...</p>
        ) : (
          <>
            <Button onClick={() => setLoginOpen(true)}>
              <Lock aria-hidden="true" /> Sign In
            </Button>
            {auth.isError && (
              <p role="alert" className="text-sm text-red-700">
                Connection error. Please try again.
              </p>
            )}
          </>
        )}
      </div>
      <AdminLoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
    </PageIntro>
  );
}

import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageIntro } from '@web/components/page-section';
import { Button } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { useAuthCheck } from '../api/auth';
import { AdminLoginDialog } from '../shared/admin-login-dialog';
import { AdminShell } from '../shared/admin-shell';
import { useFocusIfLost } from '../hooks/use-focus-if-lost';

/** The dashboard shows only once the server's auth check passes; until then, "Admin Access". */
export function AdminPage() {
  usePageMeta('Admin', undefined, { noIndex: true });
  const auth = useAuthCheck();
  if (auth.data) return <AdminShell username={auth.data.username} />;
  return <AdminAccess checking={auth.isLoading} failed={auth.isError} />;
}

function AdminAccess({ checking, failed }: { checking: boolean; failed: boolean }) {
  const [loginOpen, setLoginOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfLost(heading);
  return (
    <PageIntro title="Admin Access" lead="Authentication is required to view this page." headingRef={heading}>
      <div className="mt-6 flex items-center gap-3" aria-live="polite">
        {checking ? (
          <p className="text-slate-600">Checking your session...</p>
        ) : (
          <>
            <Button onClick={() => setLoginOpen(true)}>
              <Lock aria-hidden="true" /> Sign In
            </Button>
            {failed && (
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

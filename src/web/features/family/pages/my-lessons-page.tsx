import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import type { FamilySession } from '@core/api/family';
import { PageIntro } from '@web/components/page-section';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { familySessionQuery, setFamilySession } from '@web/lib/family-session';
import { usePageMeta } from '@web/lib/page-meta';
import { toast } from '@web/lib/toast';
import { familyLessonsQuery } from '../api/family-lessons';
import { signOutFamily } from '../api/sign-out';
import { FamilyOverview } from '../components/family-overview';
import { SignInForm } from '../components/sign-in-form';
import { useLessonChangeReturn } from '../hooks/use-lesson-change-return';

const TITLE = 'My Lessons';

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {label}
    </p>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p>{message}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function SignedOut() {
  return (
    <>
      <PageIntro
        title={TITLE}
        lead="See your lessons, and reschedule or cancel them without calling. We email you a link to sign in: no password needed."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-xl font-bold text-ocean-900">Sign in with your email</h2>
          <SignInForm />
        </div>
      </div>
    </>
  );
}

function SignedIn({ session }: { session: FamilySession }) {
  const queryClient = useQueryClient();
  const overview = useQuery(familyLessonsQuery());
  useLessonChangeReturn();
  const signOut = useMutation({
    mutationFn: signOutFamily,
    onSuccess: () => {
      setFamilySession(queryClient, null);
      queryClient.removeQueries({ queryKey: ['family'] });
      toast({ title: 'Signed out' });
    },
    onError: (err) =>
      toast({ title: 'Could not sign out', description: err.message, variant: 'destructive' }),
  });

  // A session that ended meanwhile (30 days, or signed out in another tab) shows the sign-in form again.
  const expired = overview.error instanceof ApiError && overview.error.status === 401;
  useEffect(() => {
    if (expired) setFamilySession(queryClient, null);
  }, [expired, queryClient]);

  return (
    <>
      <PageIntro title={TITLE}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-slate-800">
            Signed in as{' '}
            <strong data-testid="family-email" className="break-all">
              {session.email}
            </strong>
          </p>
          <Button size="sm" variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" /> Sign out
          </Button>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {overview.isPending ? (
          <Loading label="Loading your lessons..." />
        ) : overview.isError ? (
          <LoadFailed message={overview.error.message} onRetry={() => void overview.refetch()} />
        ) : (
          <FamilyOverview overview={overview.data} />
        )}
      </div>
    </>
  );
}

/** My Lessons: the sign-in form for a visitor, the family's lessons once signed in by an emailed link. */
export function MyLessonsPage() {
  usePageMeta(TITLE, 'See, reschedule and cancel your swim lessons.', { noIndex: true });
  const session = useQuery(familySessionQuery());

  if (session.isPending)
    return (
      <>
        <PageIntro title={TITLE} />
        <div className="mx-auto max-w-6xl px-4 py-10">
          <Loading label="Checking whether you are signed in..." />
        </div>
      </>
    );
  if (session.isError)
    return (
      <>
        <PageIntro title={TITLE} />
        <div className="mx-auto max-w-6xl px-4 py-10">
          <LoadFailed message={session.error.message} onRetry={() => void session.refetch()} />
        </div>
      </>
    );
  return session.data ? <SignedIn session={session.data} /> : <SignedOut />;
}

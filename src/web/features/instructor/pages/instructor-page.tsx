import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { instructorSessionQuery } from '../api/instructor-session';
import { InstructorDay } from '../components/instructor-day';
import { InstructorSignIn } from '../components/instructor-sign-in';

/** `/instructor`: the sign-in form for a visitor; the instructor's day, made for a phone, once signed in. */
export function InstructorPage() {
  usePageMeta('Instructor', undefined, { noIndex: true });
  const session = useQuery(instructorSessionQuery());

  if (session.isPending)
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking whether you are signed in...
        </p>
      </div>
    );
  if (session.isError)
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{session.error.message}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void session.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  return session.data ? <InstructorDay session={session.data} /> : <InstructorSignIn />;
}

import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InstructorSession } from '@core/api/instructor';
import { Button } from '@web/components/ui/button';
import { instructorSessionQuery } from '../api/instructor-session';
import { InstructorSignIn } from './instructor-sign-in';

/**
 * An instructor's page behind its sign-in: the question "signed in?" while it is asked, its failure with a retry, the
 * sign-in form for a visitor, and the page itself for the signed-in instructor.
 */
export function InstructorSessionGate({ children }: { children: (session: InstructorSession) => ReactNode }) {
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
  return session.data ? children(session.data) : <InstructorSignIn />;
}

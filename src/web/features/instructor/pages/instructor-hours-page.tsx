import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { timeZoneLabel } from '@core/rules/timezones';
import { SITE_ROUTES } from '@core/site-routes';
import { instructorAvailabilityCalls } from '@web/components/availability/availability-api';
import { AvailabilityPanel } from '@web/components/availability/availability-panel';
import { Button } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { instructorSessionQuery } from '../api/instructor-session';
import { InstructorSignIn } from '../components/instructor-sign-in';

/** `/instructor/hours`: the signed-in instructor's weekly hours, time off and what they teach, made for a phone. */
export function InstructorHoursPage() {
  usePageMeta('Your Hours', undefined, { noIndex: true });
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
  if (!session.data) return <InstructorSignIn />;
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6">
      <Link
        to={SITE_ROUTES.instructor}
        className="inline-flex items-center gap-1 text-sm font-medium text-ocean-800 underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to your lessons
      </Link>
      <header>
        <h1 className="text-2xl font-extrabold text-ocean-900">Hours and time off</h1>
        <p className="text-sm text-slate-700">
          Signed in as <strong>{session.data.name}</strong> · Times in {timeZoneLabel(DEFAULT_TIME_ZONE)}
        </p>
      </header>
      <AvailabilityPanel calls={instructorAvailabilityCalls} />
    </div>
  );
}

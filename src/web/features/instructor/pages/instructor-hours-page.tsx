import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { timeZoneLabel } from '@core/rules/timezones';
import { SITE_ROUTES } from '@core/site-routes';
import { instructorAvailabilityCalls } from '@web/components/availability/availability-api';
import { AvailabilityPanel } from '@web/components/availability/availability-panel';
import { usePageMeta } from '@web/lib/page-meta';
import { InstructorSessionGate } from '../components/instructor-session-gate';

/** `/instructor/hours`: the signed-in instructor's weekly hours, time off and what they teach, made for a phone. */
export function InstructorHoursPage() {
  usePageMeta('Your Hours', undefined, { noIndex: true });
  return (
    <InstructorSessionGate>
      {(session) => (
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
              Signed in as <strong>{session.name}</strong> · Times in {timeZoneLabel(DEFAULT_TIME_ZONE)}
            </p>
          </header>
          <AvailabilityPanel calls={instructorAvailabilityCalls} />
        </div>
      )}
    </InstructorSessionGate>
  );
}

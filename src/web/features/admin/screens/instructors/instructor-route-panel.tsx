import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { InstructorRoute } from '@core/api/instructor';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatDayKey, formatTimeRange, parseDayKey } from '@core/rules/timezones';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useAdminInstructors } from '@web/features/admin/api/get-admin-instructors';
import { instructorRouteQuery } from '@web/features/admin/api/get-instructor-route';
import { BUSINESS_ZONE } from '@web/features/admin/shared/format';
import { clsx } from 'clsx';

type Stop = InstructorRoute['stops'][number];

function driveText(stop: Stop, first: boolean): string {
  if (stop.travelMinutesFromPrevious === null) return 'Drive time unknown';
  return `${stop.travelMinutesFromPrevious} min drive from ${first ? 'home' : 'the previous lesson'}`;
}

/** Slack is the wait between arriving and the start; a negative one means the instructor cannot make it in time. */
function SlackText({ minutes }: { minutes: number | null }) {
  if (minutes === null) return null;
  if (minutes < 0)
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
        Late by {-minutes} min
      </span>
    );
  return <span className="text-xs text-slate-600">{minutes} min to spare</span>;
}

function RouteStops({ route }: { route: InstructorRoute }) {
  if (route.stops.length === 0) return <p className="text-slate-700">No lessons on this day.</p>;
  return (
    <>
      <p className="text-sm text-slate-700">
        {route.homeZip
          ? `Starts from home ZIP ${route.homeZip}.`
          : 'No home ZIP: the first drive is unknown.'}
      </p>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {route.stops.map((stop, i) => (
          <li
            key={stop.lessonId}
            className={clsx('space-y-1 p-3 text-sm', (stop.slackMinutes ?? 0) < 0 && 'bg-red-50')}
          >
            <p className="font-semibold text-slate-900">
              {i + 1}. {formatTimeRange(stop.startTime, stop.endTime, BUSINESS_ZONE)} ·{' '}
              {lessonTypeLabel(stop.lessonType)} · {stop.familyName}
            </p>
            <p className="text-slate-700">
              {[stop.address, stop.zip].filter(Boolean).join(' ') || 'Address not given'}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-slate-700">
              {driveText(stop, i === 0)} <SlackText minutes={stop.slackMinutes} />
            </p>
          </li>
        ))}
      </ol>
      <p className="font-semibold text-slate-900">Total driving: {route.totalTravelMinutes} min</p>
    </>
  );
}

/** The owner's view of one instructor's day as a drive: stops in order, drive times and whether each is reachable. */
export function InstructorRoutePanel({
  instructorId,
  onInstructor,
  date,
  onDate,
  headingRef,
}: {
  instructorId: string;
  onInstructor: (id: string) => void;
  date: string;
  onDate: (date: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const instructors = useAdminInstructors();
  const route = useQuery({ ...instructorRouteQuery(instructorId, date), enabled: Boolean(instructorId) });
  return (
    <section aria-labelledby="instructor-route-heading" className="mt-8 space-y-4">
      <h3
        id="instructor-route-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ocean-900"
      >
        Route
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-xl">
        <Field id="route-instructor" label="Instructor">
          <Select value={instructorId} onChange={(e) => onInstructor(e.target.value)}>
            <option value="">Choose an instructor</option>
            {instructors.data?.items.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="route-day" label="Day">
          <Input
            type="date"
            value={date}
            onChange={(e) => parseDayKey(e.target.value) && onDate(e.target.value)}
          />
        </Field>
      </div>
      <div aria-live="polite" className="space-y-3">
        {!instructorId ? (
          <p className="text-slate-600">Choose an instructor to see their day as a route.</p>
        ) : route.isPending ? (
          <p aria-busy="true">Loading...</p>
        ) : route.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {route.error.message}
          </p>
        ) : (
          <>
            <p className="font-semibold text-slate-900">
              {route.data.instructorName} on {formatDayKey(route.data.date, 'EEEE, MMMM d, yyyy')}
            </p>
            <RouteStops route={route.data} />
          </>
        )}
      </div>
    </section>
  );
}

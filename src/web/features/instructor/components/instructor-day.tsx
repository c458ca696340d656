import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Loader2, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InstructorSession } from '@core/api/instructor';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { SITE_ROUTES } from '@core/site-routes';
import { dayKeyInZone, parseDayKey, timeZoneLabel } from '@core/rules/timezones';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { daySheetQuery } from '../api/day-sheet';
import { setInstructorSession } from '../api/instructor-session';
import { signOutInstructor } from '../api/sign-out-instructor';
import { formatSheetDay } from '../lib/day-sheet-format';
import { DayNavigation } from './day-navigation';
import { DeferredCalendarFeedCard as CalendarFeedCard } from '@web/components/calendar-feed/deferred-calendar-feed-card';
import { LessonCard } from './lesson-card';

const lessonsText = (n: number) => (n === 0 ? 'No lessons' : `${n} lesson${n === 1 ? '' : 's'}`);

/** The signed-in instructor's day: the day's lessons in order, with the day in the address (`?date=`). */
export function InstructorDay({ session }: { session: InstructorSession }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && parseDayKey(asked) ? asked : null;
  const sheet = useQuery(daySheetQuery(date));
  const day = date ?? sheet.data?.date ?? null;
  const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);

  const signOut = useMutation({
    mutationFn: signOutInstructor,
    onSuccess: () => {
      setInstructorSession(queryClient, null);
      toast({ title: 'Signed out' });
    },
    onError: (err) =>
      toast({ title: 'Could not sign out', description: err.message, variant: 'destructive' }),
  });

  // A session that ended meanwhile (expired, or signed out on another phone) shows the sign-in form again.
  const expired = sheet.error instanceof ApiError && sheet.error.status === 401;
  useEffect(() => {
    if (expired) setInstructorSession(queryClient, null);
  }, [expired, queryClient]);

  const showDay = (next: string | null) =>
    setParams(next && next !== today ? { date: next } : {}, { replace: true });

  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-ocean-900">Your lessons</h1>
          <p className="text-sm text-slate-700">
            Signed in as <strong>{session.name}</strong> · Times in {timeZoneLabel(DEFAULT_TIME_ZONE)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={SITE_ROUTES.instructorHours}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Clock aria-hidden="true" /> Hours and time off
          </Link>
          <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden="true" /> Sign out
          </Button>
        </div>
      </header>
      <DayNavigation day={day} isToday={day === null || day === today} onDay={showDay} />
      <section aria-labelledby="instructor-day-heading" aria-busy={sheet.isPending} className="space-y-4">
        <h2 id="instructor-day-heading" className="text-xl font-bold text-ocean-900">
          {day ? formatSheetDay(day) : 'Today'}
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {sheet.isPending ? (
            <span className="flex items-center gap-2">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading your lessons...
            </span>
          ) : sheet.data ? (
            `${lessonsText(sheet.data.lessons.length)} on this day.`
          ) : null}
        </p>
        {sheet.isError && !expired && (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            <p>{sheet.error.message}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void sheet.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {sheet.data?.lessons.map((lesson) => (
          <LessonCard key={lesson.lessonId} lesson={lesson} />
        ))}
      </section>
      <CalendarFeedCard owner="instructor" />
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import type { FamilyBooking, FamilyLesson, FamilyOverview as Overview } from '@core/api/family';
import { resolveTimeZone } from '@core/rules/timezones';
import { SITE_ROUTES } from '@core/site-routes';
import { DeferredCalendarFeedCard as CalendarFeedCard } from '@web/components/calendar-feed/deferred-calendar-feed-card';
import { buttonVariants } from '@web/components/ui/button';
import type { CancellationTarget } from '../api/preview-cancellation';
import { lessonWhen, splitLessons } from '../lib/lesson-views';
import { BookingLessonsCard, type LessonActions } from './booking-lessons-card';
import { CancelDialog } from './cancel-dialog';
import { CreditPanel } from './credit-panel';
import { FamilyProfileSection } from './profile/family-profile';
import { LessonRequests } from './lesson-requests';
import { RescheduleDialog } from './reschedule-dialog';
import { SwimmerProgress } from './swimmer-progress';
import { WaitlistEntries } from './waitlist-entries';

type OpenDialog =
  | { kind: 'cancel'; target: CancellationTarget; title: string; summary: string }
  | { kind: 'reschedule'; booking: FamilyBooking; lesson: FamilyLesson }
  | null;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-ocean-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BookALesson() {
  return (
    <Link to={SITE_ROUTES.booking} className={buttonVariants({ variant: 'default' })}>
      Book a lesson
    </Link>
  );
}

/** The signed-in family's lessons (upcoming, then past) and lesson requests, with the dialogs that change them. */
export function FamilyOverview({ overview }: { overview: Overview }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { upcoming, past } = splitLessons(overview.bookings);
  const close = () => setDialog(null);

  const actions: LessonActions = {
    onCancelLesson: (booking, lesson) => {
      const when = lessonWhen(lesson, booking.timeZone);
      setDialog({
        kind: 'cancel',
        target: { bookingId: booking.id, lessonId: lesson.id },
        title: 'Cancel lesson',
        summary: `${when.day}, ${when.time} with ${lesson.instructorName}.`,
      });
    },
    onCancelAll: (booking, lessons) =>
      setDialog({
        kind: 'cancel',
        target: { bookingId: booking.id },
        title: 'Cancel all remaining lessons',
        summary: `All ${lessons.length} remaining lessons of booking ${booking.reference}.`,
      }),
    onReschedule: (booking, lesson) => setDialog({ kind: 'reschedule', booking, lesson }),
  };

  return (
    <div className="space-y-12">
      <p className="max-w-3xl text-slate-700">
        You can cancel or reschedule a lesson here until it starts. Cancel more than{' '}
        {overview.cancelNoticeHours} hours before a lesson and{' '}
        {overview.cancelRefundAs === 'credit'
          ? 'you get lesson credits for it to book another time.'
          : 'its share of what you paid goes back to your card.'}{' '}
        A lesson booked with credits gives its credits back.
      </p>
      <Section id="upcoming-lessons" title="Upcoming lessons">
        {upcoming.length === 0 ? (
          <div className="space-y-3 rounded-2xl bg-ocean-50 p-6">
            <p className="text-slate-800">You have no upcoming lessons.</p>
            <BookALesson />
          </div>
        ) : (
          upcoming.map((group) => (
            <BookingLessonsCard key={group.booking.id} group={group} section="upcoming" actions={actions} />
          ))
        )}
      </Section>
      <CreditPanel />
      <SwimmerProgress />
      <FamilyProfileSection />
      <CalendarFeedCard owner="family" />
      <Section id="past-lessons" title="Past lessons">
        {past.length === 0 ? (
          <p className="text-slate-700">No past or cancelled lessons yet.</p>
        ) : (
          past.map((group) => (
            <BookingLessonsCard key={group.booking.id} group={group} section="past" actions={actions} />
          ))
        )}
      </Section>
      <Section id="lesson-requests" title="Lesson requests">
        {overview.requests.length === 0 ? (
          <p className="text-slate-700">You have no lesson requests.</p>
        ) : (
          <LessonRequests requests={overview.requests} timeZone={resolveTimeZone()} />
        )}
      </Section>
      <Section id="family-waitlist" title="Waitlist">
        <WaitlistEntries />
      </Section>
      {dialog?.kind === 'cancel' && (
        <CancelDialog target={dialog.target} title={dialog.title} summary={dialog.summary} onClose={close} />
      )}
      {dialog?.kind === 'reschedule' && (
        <RescheduleDialog booking={dialog.booking} lesson={dialog.lesson} onClose={close} />
      )}
    </div>
  );
}

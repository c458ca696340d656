import { CalendarClock, MapPin, User, XCircle } from 'lucide-react';
import type { FamilyBooking, FamilyLesson } from '@core/api/family';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatCents } from '@core/rules/money';
import { timeZoneLabel } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import {
  BOOKING_STATUS_LABELS,
  LESSON_STATE_LABELS,
  changeableLessons,
  lessonWhen,
  type BookingLessons,
} from '../lib/lesson-views';
import { StatusBadge } from './status-badge';

export interface LessonActions {
  onCancelLesson: (booking: FamilyBooking, lesson: FamilyLesson) => void;
  onCancelAll: (booking: FamilyBooking, lessons: FamilyLesson[]) => void;
  onReschedule: (booking: FamilyBooking, lesson: FamilyLesson) => void;
}

const LESSON_TONES = { upcoming: 'upcoming', past: 'neutral', cancelled: 'cancelled' } as const;

function Money({ booking }: { booking: FamilyBooking }) {
  if (booking.payAtLesson)
    return <p className="text-sm text-slate-700">Paid at the lesson: nothing was charged online.</p>;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <div className="flex gap-1">
        <dt className="text-slate-700">Paid</dt>
        <dd className="font-semibold text-slate-900">{formatCents(booking.paidCents)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-700">Refunded</dt>
        <dd className="font-semibold text-slate-900" data-testid="refunded">
          {formatCents(booking.refundedCents)}
        </dd>
      </div>
    </dl>
  );
}

function LessonItem({
  booking,
  lesson,
  actions,
}: {
  booking: FamilyBooking;
  lesson: FamilyLesson;
  actions: LessonActions;
}) {
  const when = lessonWhen(lesson, booking.timeZone);
  const whenId = `lesson-${lesson.id}-when`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-1">
        <p id={whenId} className="font-semibold text-slate-900">
          <CalendarClock className="mr-1.5 inline size-4 text-ocean-700" aria-hidden="true" />
          {when.day}, {when.time}
        </p>
        <p className="text-sm text-slate-700">
          <User className="mr-1.5 inline size-4 text-ocean-700" aria-hidden="true" />
          <span className="sr-only">Instructor: </span>
          {lesson.instructorName}
        </p>
        <p className="text-sm text-slate-700">
          <MapPin className="mr-1.5 inline size-4 text-ocean-700" aria-hidden="true" />
          <span className="sr-only">Venue: </span>
          {lesson.venueName}
        </p>
        <p className="flex flex-wrap items-center gap-2 pt-1">
          <StatusBadge label={LESSON_STATE_LABELS[lesson.state]} tone={LESSON_TONES[lesson.state]} />
          {lesson.state === 'cancelled' && lesson.cancelReason && (
            <span className="text-sm text-slate-700">{lesson.cancelReason}</span>
          )}
        </p>
      </div>
      {lesson.changeable && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {lesson.reschedulable && (
            <Button
              size="sm"
              variant="outline"
              aria-describedby={whenId}
              onClick={() => actions.onReschedule(booking, lesson)}
            >
              <CalendarClock aria-hidden="true" /> Reschedule
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            className="border-red-700 text-red-800 hover:bg-red-50"
            aria-describedby={whenId}
            onClick={() => actions.onCancelLesson(booking, lesson)}
          >
            <XCircle aria-hidden="true" /> Cancel lesson
          </Button>
        </div>
      )}
    </li>
  );
}

/** One booking's lessons in one section of My Lessons, with what was paid and refunded for the booking. */
export function BookingLessonsCard({
  group,
  section,
  actions,
}: {
  group: BookingLessons;
  section: 'upcoming' | 'past';
  actions: LessonActions;
}) {
  const { booking, lessons } = group;
  const headingId = `booking-${booking.id}-${section}`;
  const changeable = changeableLessons(group);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-booking-reference={booking.reference}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-ocean-900">
            {lessonTypeLabel(booking.lessonType)} lesson{lessons.length > 1 ? 's' : ''}
          </h3>
          <p className="text-sm text-slate-700">
            Booking {booking.reference}
            {booking.swimmers.length > 0 && <> · Swimmers: {booking.swimmers.join(', ')}</>}
          </p>
        </div>
        {booking.status !== 'confirmed' && (
          <StatusBadge
            label={BOOKING_STATUS_LABELS[booking.status]}
            tone={booking.status === 'pending_payment' ? 'attention' : 'neutral'}
          />
        )}
      </header>
      <div className="mt-3">
        <Money booking={booking} />
        <p className="mt-1 text-xs text-slate-600">Times in {timeZoneLabel(booking.timeZone)}</p>
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {lessons.map((lesson) => (
          <LessonItem key={lesson.id} booking={booking} lesson={lesson} actions={actions} />
        ))}
      </ul>
      {section === 'upcoming' && changeable.length > 1 && (
        <div className="border-t border-slate-200 pt-4">
          <Button
            size="sm"
            variant="destructive"
            aria-describedby={headingId}
            onClick={() => actions.onCancelAll(booking, changeable)}
          >
            Cancel all remaining lessons
          </Button>
        </div>
      )}
    </article>
  );
}

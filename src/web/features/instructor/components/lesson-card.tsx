import { Car, Clock, MapPin, Phone } from 'lucide-react';
import type { DaySheetLesson } from '@core/api/instructor';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { EMERGENCY_RELATIONSHIPS } from '@core/catalog/swimmers';
import { driveText, formatLessonTimes } from '../lib/day-sheet-format';
import { FinishLesson } from './finish-lesson';
import { SwimmerRecord } from './swimmer-record';

const relationshipLabel = (id: string) => EMERGENCY_RELATIONSHIPS.find((r) => r.id === id)?.label ?? id;

function Place({ lesson }: { lesson: DaySheetLesson }) {
  const drive = driveText(lesson);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-start gap-2 text-slate-800">
        <MapPin className="mt-0.5 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
        <span>
          {lesson.address ?? 'Address not given'}
          {lesson.mapUrl && (
            <>
              {' '}
              <a
                href={lesson.mapUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-ocean-700 underline underline-offset-2"
              >
                Open in Maps
              </a>
            </>
          )}
        </span>
      </p>
      {drive && (
        <p className="flex items-center gap-2 text-slate-700">
          <Car className="size-4 shrink-0 text-ocean-700" aria-hidden="true" /> {drive}
        </p>
      )}
    </div>
  );
}

function FamilyNotes({ lesson }: { lesson: DaySheetLesson }) {
  const contact = lesson.emergencyContact;
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="font-semibold text-slate-900">Emergency contact</dt>
        <dd className="text-slate-800">
          {contact.name}
          {contact.relationship && <> ({relationshipLabel(contact.relationship)})</>}
          {' · '}
          <a
            href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {contact.phone}
          </a>
        </dd>
      </div>
      {lesson.addOns.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-900">Bring</dt>
          <dd>
            <ul className="list-inside list-disc text-slate-800">
              {lesson.addOns.map((a) => (
                <li key={a.name}>{a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {lesson.specialRequests && (
        <div>
          <dt className="font-semibold text-slate-900">Special requests</dt>
          <dd className="whitespace-pre-line text-slate-800">{lesson.specialRequests}</dd>
        </div>
      )}
    </dl>
  );
}

/** One lesson of the instructor's day, as a card made for a phone held at the pool. */
export function LessonCard({ lesson }: { lesson: DaySheetLesson }) {
  const headingId = `lesson-${lesson.lessonId}`;
  const noteId = `lesson-${lesson.lessonId}-note`;
  return (
    <article
      aria-labelledby={headingId}
      aria-describedby={lesson.canRecord ? undefined : noteId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header>
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ocean-900">
          <Clock className="size-5 shrink-0 text-ocean-700" aria-hidden="true" />
          {formatLessonTimes(lesson)}
        </h3>
        <p className="text-sm text-slate-700">
          {lessonTypeLabel(lesson.lessonType)} · Booking {lesson.bookingReference}
        </p>
      </header>
      <Place lesson={lesson} />
      <FamilyNotes lesson={lesson} />
      {!lesson.canRecord && (
        <p id={noteId} className="rounded-lg bg-slate-100 p-2 text-sm text-slate-700">
          Attendance and milestones can be recorded from the day of the lesson.
        </p>
      )}
      <div className="space-y-3">
        {lesson.swimmers.map((s) => (
          <SwimmerRecord
            key={s.swimmerId}
            lessonId={lesson.lessonId}
            swimmer={s}
            canRecord={lesson.canRecord}
          />
        ))}
      </div>
      <FinishLesson lesson={lesson} />
    </article>
  );
}

import { MapPin, Route, User } from 'lucide-react';
import type { Instructor, TimeSlot, Venue } from '@core/api/calendar';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatCents } from '@core/rules/pricing';
import { MAX_SLOT_SELECTIONS, spotsLeft } from '@core/rules/slots';
import { formatTimeRange } from '@core/rules/timezones';
import { SlotRow } from '@web/components/slots/slot-row';
import { Button } from '@web/components/ui/button';
import { clsx } from 'clsx';
import { longDay } from '@core/rules/calendar-days';
import { pickedLessonType, pickRefusal } from '../lib/slot-picks';

/** The mark on a time that adds the least driving to its instructor's day (the calendar decides which). */
function BestFitBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-emerald-900">
      <Route className="size-3.5" aria-hidden="true" /> Best fit
    </span>
  );
}

interface Props {
  days: string[];
  slotsByDay: Map<string, TimeSlot[]>;
  instructors: Map<string, Instructor>;
  venues: Map<string, Venue>;
  /** The picked times, in any order. */
  picked: TimeSlot[];
  timeZone: string;
  loading: boolean;
  urgency: boolean;
  onToggle: (slot: TimeSlot) => void;
  /** A full time's "Join waitlist". */
  onJoinWaitlist: (slot: TimeSlot) => void;
  /** Times whose seats this browser holds (a claimed waitlist offer): picked, although the calendar counts them full. */
  ownHeld?: ReadonlySet<string>;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Each chosen day's open lessons; up to six of one lesson type can be picked. Times that cannot be added stay
 * listed, disabled, with the reason, so the visitor always sees how to choose them (unpick the others).
 */
export function SlotList({
  days,
  slotsByDay,
  instructors,
  venues,
  picked,
  timeZone,
  loading,
  urgency,
  onToggle,
  onJoinWaitlist,
  ownHeld,
  onContinue,
  onBack,
}: Props) {
  const lessonType = pickedLessonType(picked);
  const otherTypesListed =
    lessonType !== null && days.some((d) => slotsByDay.get(d)?.some((s) => s.lessonType !== lessonType));
  return (
    <section
      aria-labelledby="slots-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="slots-heading" className="text-xl font-bold text-ocean-900">
          Choose your lesson times
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {picked.length} of {MAX_SLOT_SELECTIONS} selected
        </p>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {otherTypesListed &&
          `You are booking ${lessonTypeLabel(lessonType)} lessons. Times of other lesson types can't be added to this booking: unpick your ${lessonTypeLabel(lessonType)} times to choose another type.`}
      </p>
      {loading && <p className="mt-4 text-slate-700">Loading lesson times...</p>}
      <div className="mt-4 space-y-6">
        {[...days].sort().map((day) => {
          const slots = slotsByDay.get(day) ?? [];
          return (
            <div key={day}>
              <h3 className="text-base font-semibold text-slate-900">{longDay(day)}</h3>
              {slots.some((s) => s.bestFit) && (
                <p className="mt-1 text-sm text-slate-700">
                  Times marked <strong>Best fit</strong> add the least driving to an instructor&apos;s day,
                  and come first.
                </p>
              )}
              {slots.length === 0 && !loading && (
                <p className="mt-2 text-sm text-slate-700">No open lessons on this day.</p>
              )}
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {slots.map((slot) => {
                  const selected = picked.some((p) => p.id === slot.id);
                  const refusal = pickRefusal(slot, picked);
                  const left = spotsLeft(slot);
                  if (left === 0 && !ownHeld?.has(slot.id))
                    return (
                      <li key={slot.id}>
                        <SlotRow
                          variant="full"
                          testId="full-slot"
                          waitlistLabel={`${formatTimeRange(slot.startTime, slot.endTime, timeZone)}, ${lessonTypeLabel(slot.lessonType)}`}
                          onJoinWaitlist={() => onJoinWaitlist(slot)}
                          time={formatTimeRange(slot.startTime, slot.endTime, timeZone)}
                          aside={<span className="text-sm font-semibold text-slate-800">Full</span>}
                        >
                          <span className="block text-sm text-slate-700">
                            {lessonTypeLabel(slot.lessonType)} ·{' '}
                            {instructors.get(slot.instructorId)?.name ?? 'Instructor'}
                          </span>
                        </SlotRow>
                      </li>
                    );
                  return (
                    <li key={slot.id}>
                      <SlotRow
                        variant="toggle"
                        selected={selected}
                        disabled={refusal !== null}
                        onToggle={() => onToggle(slot)}
                        time={
                          <>
                            {formatTimeRange(slot.startTime, slot.endTime, timeZone)}
                            {slot.bestFit && <BestFitBadge />}
                          </>
                        }
                        aside={
                          <span className="text-sm font-semibold text-ocean-800">
                            {formatCents(slot.basePrice)}/swimmer
                          </span>
                        }
                      >
                        <span className="block text-sm text-slate-700">
                          {lessonTypeLabel(slot.lessonType)}
                        </span>
                        <span className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                          <User className="size-3.5" aria-hidden="true" />{' '}
                          {instructors.get(slot.instructorId)?.name ?? 'Instructor'}
                        </span>
                        <span className="flex items-center gap-1 text-sm text-slate-700">
                          <MapPin className="size-3.5" aria-hidden="true" />{' '}
                          {venues.get(slot.venueId)?.name ?? 'Pool'}
                        </span>
                        <span
                          className={clsx(
                            'mt-1 block text-xs font-medium',
                            urgency && left <= 2 ? 'text-red-700' : 'text-slate-600',
                          )}
                        >
                          {ownHeld?.has(slot.id)
                            ? 'Held for you'
                            : `${left} spot${left === 1 ? '' : 's'} left${urgency && left <= 2 ? ': book soon' : ''}`}
                        </span>
                        {refusal?.kind === 'other_type' && (
                          <span className="mt-1 block text-xs font-semibold text-slate-800">
                            Can't be added to your {lessonTypeLabel(refusal.lessonType)} lessons
                          </span>
                        )}
                      </SlotRow>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Back to Calendar
        </Button>
        <Button size="lg" onClick={onContinue} disabled={picked.length === 0}>
          Continue with {picked.length} slot(s)
        </Button>
      </div>
    </section>
  );
}

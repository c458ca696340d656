import { Clock, MapPin, User } from 'lucide-react';
import { formatDollars } from '@core/rules/money';
import { SlotRow } from '@web/components/slots/slot-row';
import { spotsLeftLabel, type SlotView } from '../lib/slot-view';

/** The time with its clock, as the calendar lists it. */
const time = (slot: SlotView) => (
  <>
    <Clock className="size-4 shrink-0" aria-hidden="true" />
    {slot.timeRange}
  </>
);

const price = (slot: SlotView) => (
  <span className="font-semibold text-slate-900">{formatDollars(slot.basePrice)}</span>
);

/** The lesson type, instructor and pool of a time. */
function SlotDetails({ slot }: { slot: SlotView }) {
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
      <span className="rounded bg-ocean-100 px-1.5 font-medium text-ocean-900">{slot.lessonTypeLabel}</span>
      <span className="flex items-center gap-1">
        <User className="size-3.5" aria-hidden="true" />
        {slot.instructorName}
      </span>
      <span className="flex items-center gap-1">
        <MapPin className="size-3.5" aria-hidden="true" />
        {slot.venueName}
      </span>
    </span>
  );
}

/** One lesson time of the calendar; pressing it picks or un-picks it. */
export function CalendarSlotRow({
  slot,
  selected,
  onToggle,
}: {
  slot: SlotView;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <SlotRow
      variant="toggle"
      testId="slot-row"
      selected={selected}
      onToggle={onToggle}
      time={time(slot)}
      aside={price(slot)}
    >
      <SlotDetails slot={slot} />
      <span className="mt-1 flex justify-between text-sm">
        <span className="font-medium text-emerald-800">{spotsLeftLabel(slot.spotsLeft)}</span>
        {selected && <span className="font-semibold text-ocean-800">Selected</span>}
      </span>
    </SlotRow>
  );
}

/** A full time of the calendar: not pickable; it offers "Join waitlist" instead. */
export function CalendarFullSlotRow({
  slot,
  onJoinWaitlist,
}: {
  slot: SlotView;
  onJoinWaitlist: () => void;
}) {
  return (
    <SlotRow
      variant="full"
      testId="full-slot-row"
      waitlistLabel={`${slot.timeRange}, ${slot.lessonTypeLabel}`}
      onJoinWaitlist={onJoinWaitlist}
      time={time(slot)}
      aside={price(slot)}
    >
      <SlotDetails slot={slot} />
      <span className="mt-1 block text-sm font-semibold text-slate-800">Full</span>
    </SlotRow>
  );
}

import { BellPlus, Check, Clock, MapPin, User } from 'lucide-react';
import { JOIN_WAITLIST_BUTTON } from '@core/api/waitlist';
import { formatDollars } from '@core/rules/money';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { spotsLeftLabel, type SlotView } from '../lib/slot-view';

/** One lesson time; pressing it picks or un-picks it. */
export function SlotRow({
  slot,
  selected,
  onToggle,
}: {
  slot: SlotView;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      data-testid="slot-row"
      className={cn(
        'flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors',
        selected
          ? 'border-ocean-800 bg-ocean-50 ring-2 ring-ocean-800'
          : 'border-slate-200 bg-white hover:border-ocean-600 hover:bg-ocean-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2',
          selected ? 'border-ocean-800 bg-ocean-800 text-white' : 'border-slate-400 bg-white',
        )}
      >
        {selected && <Check className="size-4" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="flex items-center gap-1.5 font-semibold text-ocean-900">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {slot.timeRange}
          </span>
          <span className="font-semibold text-slate-900">{formatDollars(slot.basePrice)}</span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
          <span className="rounded bg-ocean-100 px-1.5 font-medium text-ocean-900">
            {slot.lessonTypeLabel}
          </span>
          <span className="flex items-center gap-1">
            <User className="size-3.5" aria-hidden="true" />
            {slot.instructorName}
          </span>
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {slot.venueName}
          </span>
        </span>
        <span className="mt-1 flex justify-between text-sm">
          <span className="font-medium text-emerald-800">{spotsLeftLabel(slot.spotsLeft)}</span>
          {selected && <span className="font-semibold text-ocean-800">Selected</span>}
        </span>
      </span>
    </button>
  );
}

/** A full time: not pickable; it offers "Join waitlist" instead. */
export function FullSlotRow({ slot, onJoinWaitlist }: { slot: SlotView; onJoinWaitlist: () => void }) {
  return (
    <div
      data-testid="full-slot-row"
      className="flex w-full flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="flex items-center gap-1.5 font-semibold text-ocean-900">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {slot.timeRange}
          </span>
          <span className="font-semibold text-slate-900">{formatDollars(slot.basePrice)}</span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
          <span className="rounded bg-ocean-100 px-1.5 font-medium text-ocean-900">
            {slot.lessonTypeLabel}
          </span>
          <span className="flex items-center gap-1">
            <User className="size-3.5" aria-hidden="true" />
            {slot.instructorName}
          </span>
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {slot.venueName}
          </span>
        </span>
        <span className="mt-1 block text-sm font-semibold text-slate-800">Full</span>
      </span>
      <Button
        size="sm"
        variant="outline"
        onClick={onJoinWaitlist}
        aria-label={`${JOIN_WAITLIST_BUTTON}: ${slot.timeRange}, ${slot.lessonTypeLabel}`}
      >
        <BellPlus aria-hidden="true" />
        {JOIN_WAITLIST_BUTTON}
      </Button>
    </div>
  );
}

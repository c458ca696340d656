import { BellPlus, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { JOIN_WAITLIST_BUTTON } from '@core/api/waitlist-text';
import { Button } from '@web/components/ui/button';
import { clsx } from 'clsx';

interface SlotRowContent {
  /** The time, first on the row. */
  time: ReactNode;
  /** What sits at the end of the time's line: a price, or "Full". */
  aside?: ReactNode;
  /** The lines under the time: lesson type, instructor, pool, seats. */
  children?: ReactNode;
  testId?: string;
}

/**
 * How a lesson time is offered:
 * - `toggle`: a button that picks or un-picks the time (several can be picked);
 * - `radio`: one of a group of radios (one time is chosen);
 * - `full`: not pickable; it offers "Join waitlist" instead.
 */
type SlotRowProps = SlotRowContent &
  (
    | { variant: 'toggle'; selected: boolean; disabled?: boolean; onToggle: () => void }
    | { variant: 'radio'; name: string; value: string; checked: boolean; onSelect: () => void }
    | { variant: 'full'; waitlistLabel: string; onJoinWaitlist: () => void }
  );

const frame = 'flex w-full gap-3 rounded-xl border p-3 text-left';
const chosenFrame = 'border-ocean-800 bg-ocean-50 ring-2 ring-ocean-800';
const openFrame = 'border-slate-300 bg-white hover:border-ocean-700 hover:bg-ocean-50';

/** One lesson time on a list of times, the same wherever times are listed. */
export function SlotRow(props: SlotRowProps) {
  const body = (
    <span className="min-w-0 flex-1">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="flex items-center gap-1.5 font-semibold text-ocean-900">{props.time}</span>
        {props.aside}
      </span>
      {props.children}
    </span>
  );
  if (props.variant === 'full')
    return (
      <div
        data-testid={props.testId}
        className={clsx(frame, 'h-full flex-wrap items-center border-dashed border-slate-300 bg-slate-50')}
      >
        {body}
        <Button
          size="sm"
          variant="outline"
          onClick={props.onJoinWaitlist}
          aria-label={`${JOIN_WAITLIST_BUTTON}: ${props.waitlistLabel}`}
        >
          <BellPlus aria-hidden="true" />
          {JOIN_WAITLIST_BUTTON}
        </Button>
      </div>
    );
  if (props.variant === 'radio')
    return (
      <label
        data-testid={props.testId}
        className={clsx(
          frame,
          'cursor-pointer items-start has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sun-500',
          props.checked ? chosenFrame : openFrame,
        )}
      >
        <input
          type="radio"
          name={props.name}
          value={props.value}
          checked={props.checked}
          onChange={props.onSelect}
          className="mt-1 accent-ocean-800"
        />
        {body}
      </label>
    );
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      disabled={props.disabled}
      onClick={props.onToggle}
      data-testid={props.testId}
      className={clsx(
        frame,
        'items-start transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        props.selected ? chosenFrame : openFrame,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2',
          props.selected ? 'border-ocean-800 bg-ocean-800 text-white' : 'border-slate-400 bg-white',
        )}
      >
        {props.selected && <Check className="size-4" />}
      </span>
      {body}
    </button>
  );
}

import { AlertTriangle, MapPin, Quote, Timer } from 'lucide-react';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { BUSINESS } from '@core/catalog/business';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { TESTIMONIALS } from '@core/catalog/testimonials';
import { formatDollars } from '@core/rules/money';
import { formatCents, type PriceBreakdown } from '@core/rules/pricing';
import { formatInZone, formatTimeRange } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { clsx } from 'clsx';
import { formatCountdown, type useSlotHold } from '../hooks/use-slot-hold';

export type BookingFlowVariant = 'standard' | 'urgency' | 'testimonial';

/** A held time as the side panel lists it (a picked time, or a week of a weekly series). */
export interface HeldTime {
  id: string;
  startTime: string;
  endTime: string;
  lessonType: LessonTypeId;
  instructorName: string;
  venueName: string;
  spotsLeft: number;
}

interface Props {
  times: HeldTime[];
  timeZone: string;
  price: PriceBreakdown;
  isEstimate: boolean;
  hold: ReturnType<typeof useSlotHold>;
  variant: BookingFlowVariant;
  couponCode: string | null;
  /** The seats are a waitlist offer's hold, which lasts the owner's offer window rather than 15 minutes. */
  offerHold?: boolean;
  /** Where the lessons will be, once the family has said ("12 Elm Street, Chevy Chase, MD 20815"). */
  placeLabel?: string | null;
}

function PriceRow({
  label,
  cents,
  strong,
  negative,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  negative?: boolean;
}) {
  return (
    <div
      className={clsx(
        'flex justify-between gap-4',
        strong && 'border-t border-slate-200 pt-2 text-base font-bold text-slate-900',
      )}
    >
      <dt>{label}</dt>
      <dd>{negative ? `-${formatCents(cents)}` : formatCents(cents)}</dd>
    </div>
  );
}

function HoldNotice({
  hold,
  urgency,
  offerHold,
}: {
  hold: Props['hold'];
  urgency: boolean;
  offerHold?: boolean;
}) {
  const { state } = hold;
  if (state.status === 'holding') return <p className="text-sm text-slate-700">Holding your times...</p>;
  if (state.status === 'expired') {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold">Your hold has expired</p>
        <p>
          These times are no longer reserved for you. Hold them again to continue, if they are still free.
        </p>
        <Button size="sm" className="mt-2" onClick={() => void hold.holdAgain()}>
          Hold these times again
        </Button>
      </div>
    );
  }
  if (state.status === 'unavailable' || state.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold">We could not hold these times</p>
        <p>{state.message}</p>
        <p className="mt-1">
          {state.status === 'unavailable'
            ? 'Go back to the calendar to choose other times, or book for fewer swimmers.'
            : 'Please try again in a moment.'}
        </p>
        {state.status === 'error' && (
          <Button size="sm" className="mt-2" onClick={() => void hold.holdAgain()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div
      className={clsx(
        'rounded-lg border p-3 text-sm',
        hold.warning
          ? 'border-amber-400 bg-amber-50 text-amber-950'
          : urgency
            ? 'border-ocean-300 bg-ocean-50 text-ocean-900'
            : 'border-slate-200 bg-slate-50 text-slate-800',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Timer className="size-4" aria-hidden="true" />{' '}
        {offerHold ? 'Held for you from the waitlist' : 'Slots held for 15 minutes'}
      </p>
      <p className="mt-1">
        Time left:{' '}
        <span role="timer" aria-live="off" className="font-mono font-semibold">
          {formatCountdown(hold.secondsLeft)}
        </span>
        {urgency && '. Your spots are reserved only while this runs.'}
      </p>
      <div aria-live="assertive">
        {hold.warning && (
          <div className="mt-2">
            <p className="flex items-center gap-1.5 font-semibold">
              <AlertTriangle className="size-4" aria-hidden="true" /> Less than 2 minutes left on your hold.
            </p>
            {hold.canExtend ? (
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void hold.extend()}>
                Extend hold by 15 minutes
              </Button>
            ) : (
              <p>Your hold has already been extended once.</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** The wizard's side panel: chosen lessons, the price and the hold (spec section 2). */
export function SidePanel({
  times,
  timeZone,
  price,
  isEstimate,
  hold,
  variant,
  couponCode,
  offerHold,
  placeLabel,
}: Props) {
  const testimonial = TESTIMONIALS[times.length % TESTIMONIALS.length] ?? TESTIMONIALS[0];
  return (
    <aside
      aria-label="Booking summary"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-20"
    >
      <h2 className="text-lg font-bold text-ocean-900">Your booking</h2>
      <ul aria-label="Held lesson times" className="space-y-2 text-sm">
        {times.map((s) => (
          <li key={s.id} className="rounded-lg bg-slate-50 p-2">
            <p className="font-semibold text-slate-900">
              {formatInZone(s.startTime, timeZone, 'EEE, MMM d')} ·{' '}
              {formatTimeRange(s.startTime, s.endTime, timeZone)}
            </p>
            <p className="text-slate-700">
              {lessonTypeLabel(s.lessonType)} with {s.instructorName}
              {s.venueName ? `, ${s.venueName}` : ''}
            </p>
            {variant === 'urgency' && (
              <p className="text-xs font-semibold text-red-700">
                Only {s.spotsLeft} spot{s.spotsLeft === 1 ? '' : 's'} left
              </p>
            )}
          </li>
        ))}
      </ul>
      {placeLabel && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Lessons at {placeLabel}</span>
        </p>
      )}
      <HoldNotice hold={hold} urgency={variant === 'urgency'} offerHold={offerHold} />
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Price</h3>
        <dl className="mt-2 space-y-1 text-sm text-slate-700" aria-live="polite">
          <PriceRow label="Lessons" cents={price.subtotal} />
          <PriceRow label="Travel fees" cents={price.travelFees} />
          <PriceRow label="Add-ons" cents={price.addOns} />
          {price.discount > 0 && (
            <PriceRow
              label={price.discountSource === 'first_lesson' ? 'First lesson offer' : 'Discount'}
              cents={price.discount}
              negative
            />
          )}
          <PriceRow label="Taxes" cents={price.taxes} />
          <PriceRow label="Total" cents={price.total} strong />
        </dl>
        {isEstimate ? (
          <p className="mt-1 text-xs text-slate-600">
            Estimate: travel fees are added once prices are confirmed.
          </p>
        ) : (
          !placeLabel && (
            <p className="mt-1 text-xs text-slate-600">
              The travel fee follows the distance to your pool: it is set once you tell us where the lessons
              will be.
            </p>
          )
        )}
        {couponCode && price.discountSource === 'first_lesson' && (
          <p className="mt-1 text-xs text-slate-700">
            Your {formatDollars(BUSINESS.firstLessonPrice)} first-lesson offer saves more than coupon{' '}
            {couponCode}, so the offer is used instead. Discounts do not combine.
          </p>
        )}
      </div>
      {variant === 'testimonial' && testimonial && (
        <figure className="rounded-lg bg-ocean-50 p-3 text-sm text-ocean-900">
          <Quote className="size-4" aria-hidden="true" />
          <blockquote className="mt-1 italic">“{testimonial.text}”</blockquote>
          <figcaption className="mt-1 font-semibold">
            {testimonial.name}, {testimonial.location}
          </figcaption>
        </figure>
      )}
    </aside>
  );
}

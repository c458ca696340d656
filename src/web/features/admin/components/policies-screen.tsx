import { useState } from 'react';
import {
  businessPoliciesInputSchema,
  MAX_CANCEL_NOTICE_HOURS,
  MAX_CREDIT_MONTHS,
  type BusinessPolicies,
  MAX_OFFER_WINDOW_MINUTES,
  MIN_OFFER_WINDOW_MINUTES,
} from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { useBusinessPolicies } from '../api/get-business-policies';
import {
  useSaveBusinessPolicies,
  useSaveCreditPolicy,
  useSaveOfferWindow,
} from '../api/save-business-policies';
import { fieldErrorsOf } from '../hooks/use-admin-action';
import { TextField } from './form-parts';
import { ScreenHeader } from './parts';

/** What the policy means for a family, in one sentence. */
export function refundRuleText(
  hours: number,
  refundAs: BusinessPolicies['cancelRefundAs'] = 'refund',
): string {
  const back =
    refundAs === 'credit' ? 'gets lesson credits for it' : "gets that lesson's share back on their card";
  const late = refundAs === 'credit' ? 'no credits' : 'no refund';
  return hours > 0
    ? `A family cancelling or moving a lesson more than ${hours} hours before it starts ${back}; with less notice, ${late}.`
    : `A family cancelling or moving a lesson any time before it starts ${back}.`;
}

function RefundNoticeForm({
  saved,
  refundAs,
}: {
  saved: number;
  refundAs: BusinessPolicies['cancelRefundAs'];
}) {
  const [hours, setHours] = useState(String(saved));
  const [checkError, setCheckError] = useState<string>();
  const save = useSaveBusinessPolicies();
  const error = checkError ?? fieldErrorsOf(save.error).cancelNoticeHours;
  return (
    <form
      noValidate
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        // The server's own rule, checked here first so a typo is answered at once.
        const parsed = businessPoliciesInputSchema.safeParse({
          cancelNoticeHours: hours.trim() === '' ? Number.NaN : Number(hours),
        });
        if (!parsed.success) return setCheckError(parsed.error.issues[0]?.message);
        setCheckError(undefined);
        save.mutate(parsed.data);
      }}
    >
      <h3 className="text-lg font-semibold text-ocean-900">Cancellation refunds</h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: {refundRuleText(saved, refundAs)}
      </p>
      <TextField
        label="Refund notice (hours)"
        hint={`From 0 to ${MAX_CANCEL_NOTICE_HOURS} hours. The same notice decides whether a family may move a lesson online.`}
        error={error}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_CANCEL_NOTICE_HOURS}
        step={1}
        className="sm:w-40"
        aria-invalid={error ? true : undefined}
        value={hours}
        onValue={(v) => {
          setHours(v);
          setCheckError(undefined);
        }}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Policy'}
      </Button>
    </form>
  );
}

/** How long a waitlist offer holds its seats, in words. */
export function offerWindowText(minutes: number): string {
  const length =
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  return `When a seat opens, the next family on the waitlist has ${length} to book it before it goes to the family after them (never later than the booking notice before the lesson).`;
}

function OfferWindowForm({ saved }: { saved: number }) {
  const [minutes, setMinutes] = useState(String(saved));
  const [checkError, setCheckError] = useState<string>();
  const save = useSaveOfferWindow();
  const error = checkError ?? fieldErrorsOf(save.error).offerWindowMinutes;
  return (
    <form
      noValidate
      aria-labelledby="offer-window-heading"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        // The server's own rule, checked here first so a typo is answered at once.
        const parsed = businessPoliciesInputSchema.safeParse({
          offerWindowMinutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
        });
        if (!parsed.success) return setCheckError(parsed.error.issues[0]?.message);
        setCheckError(undefined);
        save.mutate(parsed.data);
      }}
    >
      <h3 id="offer-window-heading" className="text-lg font-semibold text-ocean-900">
        Waitlist offers
      </h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: {offerWindowText(saved)}
      </p>
      <TextField
        label="Waitlist offer window (minutes)"
        hint={`From ${MIN_OFFER_WINDOW_MINUTES} to ${MAX_OFFER_WINDOW_MINUTES} minutes.`}
        error={error}
        type="number"
        inputMode="numeric"
        min={MIN_OFFER_WINDOW_MINUTES}
        max={MAX_OFFER_WINDOW_MINUTES}
        step={1}
        className="sm:w-40"
        aria-invalid={error ? true : undefined}
        value={minutes}
        onValue={(v) => {
          setMinutes(v);
          setCheckError(undefined);
        }}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Offer Window'}
      </Button>
    </form>
  );
}

/** What a family gets back on a cancellation in time, and how long credits last, in words. */
export function creditPolicyText(refundAs: BusinessPolicies['cancelRefundAs'], months: number): string {
  const valid = `${months} month${months === 1 ? '' : 's'}`;
  return refundAs === 'credit'
    ? `A lesson paid by card and cancelled in time becomes lesson credits, one per swimmer, valid for ${valid}; nothing goes back to the card.`
    : `A lesson paid by card and cancelled in time is refunded to the card. Weather and goodwill credits stay valid for ${valid}.`;
}

function CreditPolicyForm({
  saved,
}: {
  saved: Pick<BusinessPolicies, 'cancelRefundAs' | 'creditMonthsValid'>;
}) {
  const [refundAs, setRefundAs] = useState(saved.cancelRefundAs);
  const [months, setMonths] = useState(String(saved.creditMonthsValid));
  const [checkError, setCheckError] = useState<string>();
  const save = useSaveCreditPolicy();
  const serverErrors = fieldErrorsOf(save.error);
  const error = checkError ?? serverErrors.creditMonthsValid;
  return (
    <form
      noValidate
      aria-labelledby="credit-policy-heading"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        // The server's own rule, checked here first so a typo is answered at once.
        const parsed = businessPoliciesInputSchema.safeParse({
          cancelRefundAs: refundAs,
          creditMonthsValid: months.trim() === '' ? Number.NaN : Number(months),
        });
        if (!parsed.success) return setCheckError(parsed.error.issues[0]?.message);
        setCheckError(undefined);
        save.mutate(parsed.data);
      }}
    >
      <h3 id="credit-policy-heading" className="text-lg font-semibold text-ocean-900">
        Refund or credit
      </h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: {creditPolicyText(saved.cancelRefundAs, saved.creditMonthsValid)}
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">On a cancellation in time, give back</legend>
        <div className="mt-1 space-y-1 text-sm">
          {(
            [
              ['refund', 'A refund to the card'],
              ['credit', 'Lesson credits'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="cancelRefundAs"
                value={value}
                checked={refundAs === value}
                onChange={() => setRefundAs(value)}
              />{' '}
              {label}
            </label>
          ))}
        </div>
        {serverErrors.cancelRefundAs && (
          <p className="mt-1 text-xs font-semibold text-red-700">{serverErrors.cancelRefundAs}</p>
        )}
      </fieldset>
      <TextField
        label="Credits stay valid for (months)"
        hint={`From 1 to ${MAX_CREDIT_MONTHS} months. Applies to cancellation, weather and goodwill credits; a package has its own.`}
        error={error}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CREDIT_MONTHS}
        step={1}
        className="sm:w-40"
        aria-invalid={error ? true : undefined}
        value={months}
        onValue={(v) => {
          setMonths(v);
          setCheckError(undefined);
        }}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Credit Policy'}
      </Button>
    </form>
  );
}

/** The owner's booking policies: today, the notice a family needs for a refund when it cancels or moves a lesson. */
export function PoliciesScreen() {
  const policies = useBusinessPolicies();
  return (
    <div>
      <ScreenHeader
        title="Policies"
        lead="The rules the site applies when families cancel or move their own lessons in My Lessons, whether they get money or lesson credits back, and how long a waitlist offer lasts."
      />
      {policies.isLoading && <p aria-busy="true">Loading...</p>}
      {policies.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {policies.error instanceof Error ? policies.error.message : 'Could not load the policies.'}
        </p>
      )}
      {policies.data && (
        // A saved change arrives as a new value: each form starts again from it.
        <div className="space-y-6">
          <RefundNoticeForm
            key={policies.data.cancelNoticeHours}
            saved={policies.data.cancelNoticeHours}
            refundAs={policies.data.cancelRefundAs}
          />
          <CreditPolicyForm
            key={`credit-${policies.data.cancelRefundAs}-${policies.data.creditMonthsValid}`}
            saved={policies.data}
          />
          <OfferWindowForm
            key={`offer-${policies.data.offerWindowMinutes}`}
            saved={policies.data.offerWindowMinutes}
          />
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import {
  businessPoliciesInputSchema,
  MAX_CANCEL_NOTICE_HOURS,
  MAX_OFFER_WINDOW_MINUTES,
  MIN_OFFER_WINDOW_MINUTES,
} from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { useBusinessPolicies } from '../api/get-business-policies';
import { useSaveBusinessPolicies, useSaveOfferWindow } from '../api/save-business-policies';
import { fieldErrorsOf } from '../hooks/use-admin-action';
import { TextField } from './form-parts';
import { ScreenHeader } from './parts';

/** What the policy means for a family, in one sentence. */
export function refundRuleText(hours: number): string {
  return hours > 0
    ? `A family cancelling or moving a lesson more than ${hours} hours before it starts gets that lesson's share back on their card; with less notice, no refund.`
    : "A family cancelling or moving a lesson any time before it starts gets that lesson's share back on their card.";
}

function RefundNoticeForm({ saved }: { saved: number }) {
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
        Now: {refundRuleText(saved)}
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

/** The owner's booking policies: today, the notice a family needs for a refund when it cancels or moves a lesson. */
export function PoliciesScreen() {
  const policies = useBusinessPolicies();
  return (
    <div>
      <ScreenHeader
        title="Policies"
        lead="The rules the site applies when families cancel or move their own lessons in My Lessons, and how long a waitlist offer lasts."
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
          <RefundNoticeForm key={policies.data.cancelNoticeHours} saved={policies.data.cancelNoticeHours} />
          <OfferWindowForm
            key={`offer-${policies.data.offerWindowMinutes}`}
            saved={policies.data.offerWindowMinutes}
          />
        </div>
      )}
    </div>
  );
}

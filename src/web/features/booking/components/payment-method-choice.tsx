import { Ticket } from 'lucide-react';
import { useId } from 'react';
import { PAYMENT_FORM_ID } from './step-payment';
import { EXTRAS_BY_CARD_MESSAGE, type CreditOption } from '../hooks/use-credit-option';

export type PaymentMethod = 'credit' | 'card';

const credits = (n: number) => `${n} lesson credit${n === 1 ? '' : 's'}`;

/** What step 5 says about the family's lesson credits, and the choice between them and the card when they can pay. */
export function PaymentMethodChoice({
  option,
  method,
  onMethod,
}: {
  option: CreditOption;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
}) {
  // A name of its own: the test card form's method list below is another radio group outside any form.
  const group = useId();
  if (option.kind === 'extras_by_card')
    return (
      <p className="mt-4 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
        You have {credits(option.quote.available)}. {EXTRAS_BY_CARD_MESSAGE}, so this booking is paid by card.
      </p>
    );
  if (option.kind === 'other_email')
    return (
      <p className="mt-4 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
        Your lesson credits are for {option.email}. To use them, book with that email for the first swimmer.
      </p>
    );
  if (option.kind !== 'available') return null;
  const { needed, available } = option.quote;
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-900">How would you like to pay?</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-3 has-checked:border-ocean-800 has-checked:ring-2 has-checked:ring-ocean-800">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name={group}
              checked={method === 'credit'}
              onChange={() => onMethod('credit')}
              aria-describedby="credit-use"
              className="mt-1 size-4 accent-ocean-800"
            />
            <span className="block font-semibold text-slate-900">Use a lesson credit</span>
          </label>
          {/* Outside the label, so the choice's name stays "Use a lesson credit". */}
          <p id="credit-use" className="ml-7 text-sm text-slate-700">
            Uses {needed} of your {credits(available)}
          </p>
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 has-checked:border-ocean-800 has-checked:ring-2 has-checked:ring-ocean-800">
          <input
            type="radio"
            name={group}
            checked={method === 'card'}
            onChange={() => onMethod('card')}
            className="mt-1 size-4 accent-ocean-800"
          />
          <span className="block font-semibold text-slate-900">Pay by card</span>
        </label>
      </div>
    </fieldset>
  );
}

/** The credit payment in place of the card form: "Complete Booking" submits it. */
export function CreditPaymentForm({
  needed,
  error,
  onSubmit,
}: {
  needed: number;
  error: string | null;
  onSubmit: () => void;
}) {
  return (
    <form
      id={PAYMENT_FORM_ID}
      aria-label="Pay with lesson credits"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="mt-4 space-y-3"
    >
      <p className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        <Ticket className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          No card needed: {credits(needed)} {needed === 1 ? 'pays' : 'pay'} for these lessons. Choose{' '}
          <strong>Complete Booking</strong> to book them.
        </span>
      </p>
      {error && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {error}
        </p>
      )}
    </form>
  );
}

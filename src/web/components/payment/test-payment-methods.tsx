import { useId } from 'react';
import { clsx } from 'clsx';

const WALLET_REASON_ID = 'wallet-needs-live-gateway';

const METHODS = [
  { id: 'card', label: 'Card', available: true },
  { id: 'apple_pay', label: 'Apple Pay', available: false },
  { id: 'google_pay', label: 'Google Pay', available: false },
] as const;

/**
 * The spec's three payment methods in test mode. Wallets need the provider's own payment sheet, which only the live
 * gateway has (its Payment Element offers them itself), so here they are listed but cannot be chosen, and say why:
 * a wallet option that could be chosen would leave "Complete Booking" with nothing to submit.
 */
export function TestPaymentMethods() {
  // A name of its own: the lesson-credit choice above is another radio group outside any form.
  const group = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Payment method</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {METHODS.map((m) => (
          <label
            key={m.id}
            className={clsx(
              'flex flex-col items-center justify-center gap-1 rounded-lg border p-3 text-center text-sm font-medium',
              m.available
                ? 'cursor-pointer border-ocean-800 bg-ocean-50 ring-2 ring-ocean-800'
                : 'cursor-not-allowed border-slate-300 bg-slate-50 text-slate-700',
            )}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={group}
                value={m.id}
                defaultChecked={m.available}
                disabled={!m.available}
                aria-describedby={m.available ? undefined : WALLET_REASON_ID}
                className="accent-ocean-800"
              />
              {m.label}
            </span>
            {!m.available && <span className="text-xs font-normal">Live gateway only</span>}
          </label>
        ))}
      </div>
      <p id={WALLET_REASON_ID} className="mt-2 text-xs text-slate-700">
        Apple Pay and Google Pay need the live payment gateway, which is not connected on this site yet.
        Please pay by card.
      </p>
    </fieldset>
  );
}

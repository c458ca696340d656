import { Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ValidateCouponResponse } from '@core/api/coupons';
import { COUPON_ERRORS } from '@core/rules/coupons';
import { formatCents } from '@core/rules/pricing';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { failureMessage } from '@web/lib/api-client';

export type AppliedCoupon = NonNullable<ValidateCouponResponse['coupon']>;

interface Props {
  applied: AppliedCoupon | null;
  check: (code: string) => Promise<ValidateCouponResponse>;
  onApplied: (coupon: AppliedCoupon | null) => void;
}

/** Collapsed, expanded, applied or invalid (spec section 4). Codes are upper-cased; Enter applies. */
export function CouponPanel({ applied, check, onApplied }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function apply() {
    if (!code.trim() || pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await check(code.trim().toUpperCase());
      if (result.valid && result.coupon) {
        onApplied(result.coupon);
        setOpen(false);
        setCode('');
      } else {
        setError(result.error || 'This coupon code is not valid or has expired.');
      }
    } catch (err) {
      // Spec section 8: the server's message, or "Invalid coupon code" (no connection, a server fault).
      setError(failureMessage(err, COUPON_ERRORS.unknown));
    } finally {
      setPending(false);
    }
  }

  if (applied) {
    return (
      <div
        role="status"
        className="flex items-start justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
      >
        <p className="text-sm text-emerald-900">
          <Tag className="mr-1 inline size-4" aria-hidden="true" />
          Coupon <strong>{applied.code}</strong> applied: {applied.name}. You save{' '}
          {formatCents(applied.discountAmount)}.
        </p>
        <Button variant="ghost" size="sm" onClick={() => onApplied(null)}>
          <X aria-hidden="true" /> Remove coupon
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <Button variant="link" className="px-0" onClick={() => setOpen(true)} aria-expanded={false}>
        <Tag aria-hidden="true" /> Have a coupon code?
      </Button>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <Field id={inputId} label="Coupon code">
        <div className="mt-1 flex flex-wrap gap-2">
          <Input
            value={code}
            autoFocus
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
            className="mt-0 h-10 w-auto min-w-0 flex-1 py-0 uppercase"
          />
          <Button onClick={() => void apply()} disabled={!code.trim() || pending}>
            {pending ? 'Checking...' : 'Apply'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setOpen(false);
              setError(null);
              setCode('');
            }}
          >
            Cancel
          </Button>
        </div>
      </Field>
      <div aria-live="assertive">
        {error && (
          <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">Invalid Coupon</p>
            <p>{error}</p>
          </div>
        )}
      </div>
    </div>
  );
}

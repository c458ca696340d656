import { CreditCard, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@web/components/ui/dialog';
import { TEST_CARDS } from '@core/api/payments';
import { Button } from '@web/components/ui/button';
import { ApiError, failureMessage } from '@web/lib/api-client';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { authenticateTestPayment } from './authenticate-test-payment';
import { payWithTestCard } from './pay-with-test-card';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

export type PaymentOutcome = { status: 'succeeded' } | { status: 'failed'; message: string };

interface Props {
  paymentIntentId: string;
  clientSecret: string;
  formId: string;
  onBusy: (busy: boolean) => void;
  onOutcome: (outcome: PaymentOutcome) => void;
}

const formatCardNumber = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (v: string) => {
  const digits = v.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/** The built-in test gateway's card form: the provider's well-known test cards, and its extra authentication step. */
export function TestCardForm({ paymentIntentId, clientSecret, formId, onBusy, onOutcome }: Props) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', zip: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  const finish = (result: { status: string; message?: string }) => {
    if (result.status === 'succeeded') onOutcome({ status: 'succeeded' });
    else if (result.status === 'requires_action') setAuthenticating(true);
    else onOutcome({ status: 'failed', message: result.message ?? PAYMENT_MESSAGES.failed });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFieldError(null);
    onBusy(true);
    try {
      finish(
        await payWithTestCard({
          paymentIntentId,
          clientSecret,
          cardNumber: card.number,
          expiry: card.expiry,
          cvc: card.cvc,
          zip: card.zip,
        }),
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 400)
        setFieldError(failureMessage(err, PAYMENT_MESSAGES.failed));
      // The gateway's refusal keeps its words; no connection or a server fault gets the spec's (section 8).
      else onOutcome({ status: 'failed', message: failureMessage(err, PAYMENT_MESSAGES.unexpected) });
    } finally {
      onBusy(false);
    }
  }

  async function authenticate(approve: boolean) {
    setAuthenticating(false);
    onBusy(true);
    try {
      finish(await authenticateTestPayment({ paymentIntentId, clientSecret, approve }));
    } catch (err) {
      onOutcome({ status: 'failed', message: failureMessage(err, PAYMENT_MESSAGES.unexpected) });
    } finally {
      onBusy(false);
    }
  }

  const set =
    (field: keyof typeof card, format: (v: string) => string = (v) => v) =>
    (e: React.ChangeEvent<HTMLInputElement>) =>
      setCard((c) => ({ ...c, [field]: format(e.target.value) }));

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" /> Test mode — no real charge. Use card{' '}
        {formatCardNumber(TEST_CARDS.succeeds)}.
      </p>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field id="card-number" label="Card number" mark="required" className="sm:col-span-4">
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={set('number', formatCardNumber)}
          />
        </Field>
        <Field id="card-expiry" label="Expiry" mark="required" className="sm:col-span-2">
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={set('expiry', formatExpiry)}
          />
        </Field>
        <Field id="card-cvc" label="CVC" mark="required">
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={set('cvc', (v) => v.replace(/\D/g, ''))}
          />
        </Field>
        <Field id="card-zip" label="ZIP" mark="required">
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={card.zip}
            onChange={set('zip')}
          />
        </Field>
      </div>
      <div aria-live="assertive">
        {fieldError && (
          <p className="flex items-center gap-2 text-sm text-red-700">
            <CreditCard className="size-4" aria-hidden="true" /> {fieldError}
          </p>
        )}
      </div>
      <Dialog
        open={authenticating}
        onOpenChange={(open) => !open && void authenticate(false)}
        title="Confirm this payment with your bank"
        description="Your bank asks for an extra check before this payment. In test mode, choose how the check ends."
      >
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => void authenticate(false)}>
            Fail authentication
          </Button>
          <Button onClick={() => void authenticate(true)}>Complete authentication</Button>
        </div>
      </Dialog>
    </form>
  );
}

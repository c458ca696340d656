import { Loader2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CustomerInfo } from '@core/api/requests';
import type { PoolDraft } from '@web/components/travel/pool-draft';
import { PoolFields } from '@web/components/travel/pool-fields';
import type { LessonPlaceCheck } from '@web/components/travel/use-lesson-place';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

const FIELDS: {
  name: keyof CustomerInfo;
  label: string;
  type: string;
  autoComplete: string;
  half?: boolean;
}[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

interface CustomerInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: CustomerInfo;
  onChange: (values: CustomerInfo) => void;
  errors: Partial<Record<keyof CustomerInfo, string>>;
  /** Where the lessons will be, and its check (useLessonPlace). */
  pool: PoolDraft;
  onPoolChange: (pool: PoolDraft) => void;
  place: LessonPlaceCheck;
  pending: boolean;
  summary: string;
  onSubmit: () => void;
  /** Signed in: the profile's details and places, one tap each, above the fields. */
  savedOffers?: ReactNode;
}

/** The Customer Information form of the request flow (spec section 2). */
export function CustomerInfoDialog({
  open,
  onOpenChange,
  values,
  onChange,
  errors,
  pool,
  onPoolChange,
  place,
  pending,
  summary,
  onSubmit,
  savedOffers,
}: CustomerInfoDialogProps) {
  // After a refused submit every pool field says what it needs, not only those the visitor has left.
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setAttempted(false);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Customer Information"
      description={`${summary} We will review your request and confirm by email.`}
      busy={pending}
    >
      <form className="grid grid-cols-2 gap-4" onSubmit={submit} noValidate>
        {savedOffers && <div className="col-span-2 space-y-2">{savedOffers}</div>}
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`customer-${f.name}`}
            className={f.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
            // The star alone marks it: the field's name stays "First Name", as the form's note explains.
            label={
              <>
                {f.label}{' '}
                <span aria-hidden="true" className="text-red-700">
                  *
                </span>
              </>
            }
            error={errors[f.name]}
          >
            <Input
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              value={values[f.name]}
              onChange={(e) => onChange({ ...values, [f.name]: e.target.value })}
            />
          </Field>
        ))}
        <PoolFields
          className="col-span-2"
          idPrefix="request-pool"
          value={pool}
          onChange={onPoolChange}
          check={place}
          showAllErrors={attempted}
        />
        <p className="col-span-2 text-xs text-slate-600">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          Required
        </p>
        <Button type="submit" size="lg" className="col-span-2" disabled={pending} aria-disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? 'Submitting Request...' : 'Submit Lesson Request'}
        </Button>
      </form>
    </Dialog>
  );
}

import { Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import type { CustomerInfo } from '@core/api/requests';
import type { PoolDraft } from '@web/components/travel/pool-draft';
import { PoolFields } from '@web/components/travel/pool-fields';
import type { LessonPlaceCheck } from '@web/components/travel/use-lesson-place';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

export const EMPTY_CUSTOMER: CustomerInfo = { firstName: '', lastName: '', email: '', phone: '' };

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
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ocean-900">Customer Information</Dialog.Title>
            <Dialog.Close
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
              disabled={pending}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {summary} We will review your request and confirm by email.
          </Dialog.Description>
          <form className="mt-5 grid grid-cols-2 gap-4" onSubmit={submit} noValidate>
            {FIELDS.map((f) => {
              const id = `customer-${f.name}`;
              const error = errors[f.name];
              return (
                <div key={f.name} className={f.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}>
                  <label htmlFor={id} className="text-sm font-medium text-slate-800">
                    {f.label}{' '}
                    <span aria-hidden="true" className="text-red-700">
                      *
                    </span>
                  </label>
                  <input
                    id={id}
                    name={f.name}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={values[f.name]}
                    onChange={(e) => onChange({ ...values, [f.name]: e.target.value })}
                    className={cn(
                      'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-ocean-700 focus:outline-none focus:ring-2 focus:ring-ocean-600',
                      error ? 'border-red-700' : 'border-slate-400',
                    )}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

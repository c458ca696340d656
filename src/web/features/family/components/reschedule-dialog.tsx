import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { FamilyBooking, FamilyLesson, RescheduleResult } from '@core/api/family';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { formatCents } from '@core/rules/money';
import { formatInZone } from '@core/rules/timezones';
import { CardPayment } from '@web/components/payment/card-payment';
import type { PaymentOutcome } from '@web/components/payment/test-card-form';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { siteConfig } from '@web/lib/site-config';
import { toast } from '@web/lib/toast';
import { confirmLessonChange } from '../api/confirm-lesson-change';
import { FAMILY_LESSONS_QUERY_KEY } from '../api/family-lessons';
import { rescheduleLesson } from '../api/reschedule-lesson';
import { rescheduleOptionsQuery } from '../api/reschedule-options';
import { lessonWhen } from '../lib/lesson-views';
import { lessonChangeReturnUrl } from '../lib/lesson-change-return';
import { RescheduleTimes } from './reschedule-times';

export const RESCHEDULE_PAYMENT_FORM_ID = 'reschedule-payment-form';

type PaymentDue = Extract<RescheduleResult, { status: 'payment_required' }>;

type Step =
  | { kind: 'choose'; notice?: string }
  | { kind: 'pay'; change: PaymentDue; failure?: string }
  | { kind: 'finishing'; change: PaymentDue }
  | { kind: 'pending'; message: string };

const errorMessage = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Request failed');

/**
 * Moves one lesson to another time of the same lesson type for the same swimmers. The same or a lower price moves it
 * at once; a dearer time holds the new seat while the difference is paid on the usual payment step, then the server
 * finishes the move. A time taken meanwhile leaves the lesson where it was, and the list of times is read again.
 */
export function RescheduleDialog({
  booking,
  lesson,
  onClose,
}: {
  booking: FamilyBooking;
  lesson: FamilyLesson;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const options = useQuery(rescheduleOptionsQuery(lesson.id));
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [selected, setSelected] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [paying, setPaying] = useState(false);
  const [paymentReady, setPaymentReady] = useState(true);
  const config = siteConfig();
  const current = lessonWhen(lesson, booking.timeZone);

  const refreshLessons = useCallback(
    () => queryClient.invalidateQueries({ queryKey: FAMILY_LESSONS_QUERY_KEY }),
    [queryClient],
  );
  const refreshOptions = useCallback(
    () => queryClient.invalidateQueries({ queryKey: rescheduleOptionsQuery(lesson.id).queryKey }),
    [queryClient, lesson.id],
  );

  const moved = useCallback(
    async (description?: string) => {
      toast({ title: 'Lesson moved', description });
      await refreshLessons();
      onClose();
    },
    [onClose, refreshLessons],
  );

  const selectedOption = useMemo(
    () => options.data?.times.find((t) => t.slotId === selected) ?? null,
    [options.data, selected],
  );

  async function submitChoice(event: FormEvent) {
    event.preventDefault();
    if (!selectedOption || submitting) return;
    setSubmitting(true);
    try {
      const result = await rescheduleLesson(lesson.id, {
        slotId: selectedOption.slotId,
        expectedDifferenceCents: selectedOption.differenceCents,
      });
      if (result.status === 'moved')
        await moved(
          result.refundCents > 0
            ? `${formatCents(result.refundCents)} is on its way back to your card.`
            : undefined,
        );
      else setStep({ kind: 'pay', change: result });
    } catch (err) {
      // The time was just taken or its price changed: nothing moved. Show why and read the times again.
      setSelected(null);
      setStep({ kind: 'choose', notice: errorMessage(err) });
      void refreshOptions();
    } finally {
      setSubmitting(false);
    }
  }

  async function finish(change: PaymentDue) {
    setStep({ kind: 'finishing', change });
    try {
      const result = await confirmLessonChange(change.changeId);
      if (result.status === 'moved') return await moved(result.message);
      void refreshLessons();
      if (result.status === 'pending') setStep({ kind: 'pending', message: result.message });
      else {
        // The held time was lost and the payment refunded: choose again.
        setSelected(null);
        setStep({ kind: 'choose', notice: result.message });
        void refreshOptions();
      }
    } catch (err) {
      setStep({ kind: 'pay', change, failure: errorMessage(err) });
    }
  }

  function onPaymentOutcome(change: PaymentDue, outcome: PaymentOutcome) {
    if (outcome.status === 'succeeded') void finish(change);
    else setStep({ kind: 'pay', change, failure: outcome.message || PAYMENT_MESSAGES.failed });
  }

  const busy = submitting || paying || step.kind === 'finishing';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reschedule lesson"
      description={`Now: ${current.day}, ${current.time}. Pick a new time for the same lesson and swimmers.`}
      busy={busy}
      className="max-w-2xl"
    >
      {step.kind === 'choose' && (
        <form onSubmit={submitChoice} className="space-y-4">
          {step.notice && (
            <p
              role="alert"
              className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {step.notice}
            </p>
          )}
          {options.isPending ? (
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Finding open times...
            </p>
          ) : options.isError ? (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              <p>{errorMessage(options.error)}</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void options.refetch()}>
                Try again
              </Button>
            </div>
          ) : options.data.times.length === 0 ? (
            <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
              No other times are open for this lesson right now. Please check again later.
            </p>
          ) : (
            <RescheduleTimes
              times={options.data.times}
              timeZone={booking.timeZone}
              selected={selected}
              onSelect={setSelected}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Keep current time
            </Button>
            <Button type="submit" disabled={!selectedOption || busy}>
              {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {selectedOption && selectedOption.differenceCents > 0
                ? `Continue to payment (${formatCents(selectedOption.differenceCents)})`
                : 'Move lesson'}
            </Button>
          </div>
        </form>
      )}

      {(step.kind === 'pay' || step.kind === 'finishing') && (
        <div className="space-y-4">
          <p className="text-slate-800">
            The new time costs more. Amount to pay:{' '}
            <strong className="text-lg">{formatCents(step.change.amountCents)}</strong>
          </p>
          <p className="text-sm text-slate-700">
            We are holding the new time for you until{' '}
            {formatInZone(step.change.holdExpiresAt, booking.timeZone, 'h:mm a')}.
          </p>
          {step.kind === 'pay' && step.failure && (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">Payment Failed</p>
              <p>{step.failure}</p>
            </div>
          )}
          {step.kind === 'finishing' ? (
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Moving your lesson...
            </p>
          ) : (
            <CardPayment
              gateway={step.change.gateway}
              publishableKey={config.stripePublishableKey}
              paymentIntentId={step.change.paymentIntentId}
              clientSecret={step.change.clientSecret}
              returnUrl={lessonChangeReturnUrl(window.location.origin, step.change.changeId)}
              formId={RESCHEDULE_PAYMENT_FORM_ID}
              onBusy={setPaying}
              onReady={setPaymentReady}
              onOutcome={(outcome) => onPaymentOutcome(step.change, outcome)}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Keep current time
            </Button>
            <Button type="submit" form={RESCHEDULE_PAYMENT_FORM_ID} disabled={busy || !paymentReady}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              Pay and move lesson
            </Button>
          </div>
        </div>
      )}

      {step.kind === 'pending' && (
        <div className="space-y-4">
          <p role="status" className="rounded-xl border border-ocean-200 bg-ocean-50 p-4 text-ocean-900">
            {step.message}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

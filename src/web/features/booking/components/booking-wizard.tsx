import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Instructor, TimeSlot, Venue } from '@core/api/calendar';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import type { LevelId } from '@core/catalog/levels';
import { formatPoolAddress } from '@web/components/travel/pool-draft';
import { recallZip } from '@web/components/travel/remembered-zip';
import { useLessonPlace } from '@web/components/travel/use-lesson-place';
import { Button } from '@web/components/ui/button';
import { refreshOpenSeats } from '@web/lib/open-seat-queries';
import type { ConfirmationHandoff } from '@web/lib/confirmation-handoff';
import { siteConfig } from '@web/lib/site-config';
import { validateCoupon } from '../api/booking-api';
import { useCheckout } from '../hooks/use-checkout';
import { usePrice, type PricedSlot } from '../hooks/use-price';
import { useCreditOption } from '../hooks/use-credit-option';
import { useCreditPayment } from '../hooks/use-credit-payment';
import { useWeeklySeries } from '../hooks/use-weekly-series';
import { useProfileOffers } from '../hooks/use-profile-offers';
import { formatCountdown, useSlotHold } from '../hooks/use-slot-hold';
import { formatCents } from '@core/rules/pricing';
import { spotsLeft } from '@core/rules/slots';
import {
  blankSwimmer,
  canContinue,
  emergencyContactGiven,
  emptyDraft,
  offerDraft,
  toBookingData,
  withSwimmerChange,
  withLessonType,
  type BookingDraftState,
} from '../lib/draft';
import { reviewGateHint } from '../lib/review-gate';
import { meetsAtOf } from '../lib/meets-at';
import { CouponPanel, type AppliedCoupon } from './coupon-panel';
import { PackageOffers } from './package-offers';
import { CreditPaymentForm, PaymentMethodChoice, type PaymentMethod } from './payment-method-choice';
import { SeriesPlanner } from './series-planner';
import { SidePanel, type BookingFlowVariant, type HeldTime } from './side-panel';
import { StepAddOns } from './step-add-ons';
import { StepLessonType } from './step-lesson-type';
import { PAYMENT_FORM_ID, StepPayment, type PaymentPhase } from './step-payment';
import { StepReview } from './step-review';
import { ReviewDocuments } from './review-documents';
import { documentsToSignQuery, useDocumentsToSign } from '../api/documents-to-sign';
import { bookingSignatures, documentsHint, LOADING_DOCUMENTS_HINT } from '../lib/documents';
import { CreditSignIn } from './credit-sign-in';
import { saveBooking, type SavedBooking } from '../lib/saved-booking';
import { StepSwimmers } from './step-swimmers';
import type { PaymentOutcome } from '@web/components/payment/test-card-form';
import { WizardProgress } from './wizard-progress';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

/** What a claimed waitlist offer brings to the wizard: its seats, who asked, and the hold already on the time. */
export interface WizardOffer {
  swimmers: number;
  name: string;
  email: string;
  level: LevelId | null;
  holdId: string;
  holdToken: string;
}

interface Props {
  slots: TimeSlot[];
  offer?: WizardOffer;
  /** A booking this browser left to prove its email: its draft, step and hold are taken up again. */
  resume?: SavedBooking;
  instructors: Map<string, Instructor>;
  venues: Map<string, Venue>;
  timeZone: string;
  level: LevelId | null;
  variant: BookingFlowVariant;
  onBack: () => void;
  /** The booking is made: the confirmation page takes over, told whether a card payment just went through. */
  onCompleted: (bookingId: string, handoff?: ConfirmationHandoff) => void;
}

const GATE_HINTS: Record<number, string> = {
  1: 'Choose a lesson type to continue.',
  2: 'Fill in every field marked * for each swimmer to continue.',
};

export function BookingWizard({
  slots,
  offer,
  resume,
  instructors,
  venues,
  timeZone,
  level,
  variant,
  onBack,
  onCompleted,
}: Props) {
  const slotTypes = [...new Set(slots.map((s) => s.lessonType))];
  const [draft, setDraft] = useState<BookingDraftState>(() => {
    // A booking kept before documents were signed in the wizard has none yet.
    if (resume) return { ...resume.draft, signatures: resume.draft.signatures ?? {} };
    const initial = emptyDraft(level, slotTypes.length === 1 ? slotTypes[0]! : null, recallZip()); // one type means it is known
    return offer ? offerDraft(initial, offer, level) : initial;
  });
  const [step, setStep] = useState(resume?.step ?? 1);
  const offers = useProfileOffers(setDraft);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'ready' });
  const [busy, setBusy] = useState(false);
  const [paymentFormReady, setPaymentFormReady] = useState(true);
  const headingRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const config = siteConfig();

  // One picked time (not a waitlist offer's) can repeat weekly; the series then replaces it in the hold. The series
  // is planned around the live hold, which the hold below reports back on each render.
  const [liveHoldId, setLiveHoldId] = useState<string | null>(null);
  const series = useWeeklySeries(
    slots.length === 1 && !offer ? (slots[0] ?? null) : null,
    draft.swimmers.length,
    step === 1,
    liveHoldId,
  );
  const seriesType = slots[0]?.lessonType ?? 'private';
  const times: HeldTime[] = series.held
    ? series.held.map((s) => ({
        id: s.id,
        startTime: s.startTime,
        endTime: s.endTime,
        lessonType: seriesType,
        instructorName: s.instructorName,
        venueName: s.venueName,
        spotsLeft: s.spotsLeft,
      }))
    : slots.map((s) => ({
        id: s.id,
        startTime: s.startTime,
        endTime: s.endTime,
        lessonType: s.lessonType,
        instructorName: instructors.get(s.instructorId)?.name ?? 'your instructor',
        venueName: venues.get(s.venueId)?.name ?? '',
        spotsLeft: spotsLeft(s),
      }));
  const priced: PricedSlot[] = series.held
    ? series.held.map((s) => ({
        id: s.id,
        startTime: s.startTime,
        basePrice: s.basePriceCents,
        lessonType: seriesType,
      }))
    : slots;
  const slotIds = priced.map((s) => s.id);
  const place = useLessonPlace(draft.pool);
  const hold = useSlotHold(
    slotIds,
    draft.swimmers.length,
    offer ?? resume?.hold,
    series.held !== null,
    place.servedZip,
  );
  const heldId = hold.state.status === 'held' ? hold.state.hold.holdId : null;
  if (heldId && heldId !== liveHoldId) setLiveHoldId(heldId);
  const { price, isEstimate } = usePrice(
    priced,
    draft,
    coupon ? { type: coupon.type, value: coupon.value } : null,
    place.status.kind === 'inside' ? place.place : null,
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);
  // Back from payment to the review, the documents are read again: a checkout refused because the owner published a
  // new version meanwhile then shows the new text to sign.
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === 5 && step === 4)
      void queryClient.invalidateQueries({ queryKey: documentsToSignQuery().queryKey });
    lastStep.current = step;
  }, [step, queryClient]);

  const update = (patch: Partial<BookingDraftState>) => setDraft((d) => ({ ...d, ...patch }));
  const creditOption = useCreditOption(draft, slotIds, step >= 4);
  const [method, setMethod] = useState<PaymentMethod>('credit');
  const payByCredit = creditOption.kind === 'available' && method === 'credit';
  const creditPayment = useCreditPayment(hold.state, onCompleted);
  // No card checkout is started while the credits may pay: a family paying with them never has a card payment open.
  const cardActive = step === 5 && !payByCredit && creditOption.kind !== 'checking';
  const toSign = useDocumentsToSign(step >= 3, draft.swimmers[0]?.email ?? '');
  const signatures = bookingSignatures(toSign.documents, draft, toSign.family);
  const checkout = useCheckout(hold.state, cardActive, () => ({
    bookingData: toBookingData(draft, timeZone, signatures),
    selectedSlots: slotIds,
    priceBreakdown: { ...price },
  }));
  const intent = checkout.intent;
  // A new checkout starts clean: an earlier payment's failure is not this one's.
  const [phaseFor, setPhaseFor] = useState(checkout.shownIntent?.bookingId);
  if (phaseFor !== checkout.shownIntent?.bookingId) {
    setPhaseFor(checkout.shownIntent?.bookingId);
    setPhase({ kind: 'ready' });
  }

  function onPaymentOutcome(outcome: PaymentOutcome) {
    if (outcome.status === 'failed') {
      setPhase({ kind: 'failed', message: outcome.message || PAYMENT_MESSAGES.failed });
      return;
    }
    // The intent on screen is the one just paid, even if the hold ended while the payment was on its way.
    const paid = checkout.shownIntent;
    if (!paid) return;
    // "Payment Successful!" stays on screen until the confirmation page, told the payment went through, says it in
    // turn while it settles the booking with the server and waits for its final state (the same way it does when
    // the provider sends the visitor back to it). The seats are no longer open to others.
    setPhase({ kind: 'succeeded' });
    void refreshOpenSeats(queryClient);
    onCompleted(paid.bookingId, { paymentSucceeded: true });
  }

  const goNext = () => setStep((s) => Math.min(5, s + 1));

  const bookingEmail = draft.swimmers[0]?.email.trim() ?? '';
  /** Keeps this booking on the browser while the family proves its email, to come back to it signed in. */
  const saveForSignIn = () => {
    if (hold.state.status !== 'held') return;
    saveBooking({
      expiresAt: hold.state.hold.expiresAt,
      email: bookingEmail,
      hold: { holdId: hold.state.hold.holdId, holdToken: hold.state.hold.holdToken },
      slots,
      instructors: [...instructors.values()],
      venues: [...venues.values()],
      timeZone,
      level,
      draft,
      step,
    });
  };

  const meetsAt = meetsAtOf(hold.state.status === 'held' ? hold.state.hold.meetsAt : undefined);
  // A shared time already meeting at one of our pools is joined there: that pool is the booking's place.
  const fixedVenueId = meetsAt.kind === 'pool' ? meetsAt.venueId : null;
  useEffect(() => {
    if (fixedVenueId)
      setDraft((d) =>
        d.pool.kind === 'community' && d.pool.venueId === fixedVenueId
          ? d
          : { ...d, pool: { ...d.pool, kind: 'community', venueId: fixedVenueId } },
      );
  }, [fixedVenueId, setDraft]);

  const reviewHint =
    reviewGateHint({
      emergencyContactGiven: emergencyContactGiven(draft),
      placeStatus: place.status,
      servedZip: place.servedZip,
      heldZip: hold.heldZip,
      travelProblem: hold.travelProblem,
      meetsAt,
    }) ?? (toSign.loading ? LOADING_DOCUMENTS_HINT : documentsHint(toSign.documents, draft, toSign.family));
  const allowed =
    canContinue(step, draft, payByCredit || intent !== null) &&
    !(step === 1 && slotTypes.length > 1) &&
    !(step === 1 && series.blocking !== null) &&
    !(step === 4 && reviewHint !== null);
  const gateHint =
    step === 1 && series.blocking ? series.blocking : step === 4 ? reviewHint : GATE_HINTS[step];
  const working = busy || creditPayment.paying;
  const lessonType = draft.lessonType as LessonTypeId;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section
        aria-label="Booking wizard"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <WizardProgress step={step} />
        {/* On a phone the side panel sits below the form: keep the hold and the total in sight here. */}
        <p className="mt-3 flex justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 lg:hidden">
          <span>
            {hold.state.status === 'held'
              ? `Held for ${formatCountdown(hold.secondsLeft)}`
              : hold.state.status === 'expired'
                ? 'Hold expired: see below'
                : 'Holding your times...'}
          </span>
          <span className="font-semibold">Total {formatCents(price.total)}</span>
        </p>
        <div ref={headingRef} tabIndex={-1} className="mt-6 outline-none">
          {step === 1 && (
            <StepLessonType
              value={draft.lessonType}
              slotTypes={slotTypes}
              onChange={(t) => setDraft((d) => withLessonType(d, t, level))}
            />
          )}
          {step === 1 && <SeriesPlanner series={series} timeZone={timeZone} />}
          {step === 1 && draft.lessonType && <PackageOffers lessonType={draft.lessonType} />}
          {step === 2 && (
            <StepSwimmers
              lessonType={lessonType}
              swimmers={draft.swimmers}
              onChange={(i, patch) =>
                setDraft((d) => ({
                  ...d,
                  swimmers: d.swimmers.map((s, j) => (j === i ? withSwimmerChange(s, patch) : s)),
                }))
              }
              onAdd={() => setDraft((d) => ({ ...d, swimmers: [...d.swimmers, blankSwimmer(level)] }))}
              onRemove={(i) => setDraft((d) => ({ ...d, swimmers: d.swimmers.filter((_, j) => j !== i) }))}
              saved={offers?.swimmers}
            />
          )}
          {step === 3 && (
            <StepAddOns
              lessonType={lessonType}
              selected={draft.addOns}
              onChange={(addOns) => update({ addOns })}
            />
          )}
          {step === 4 && (
            <StepReview
              draft={draft}
              onEmergencyChange={(patch) =>
                setDraft((d) => ({ ...d, emergencyContact: { ...d.emergencyContact, ...patch } }))
              }
              onChange={update}
              saved={offers ?? undefined}
              place={place}
              meetsAt={meetsAt}
              travelProblem={
                hold.travelProblem && hold.travelProblem.zip === place.servedZip
                  ? hold.travelProblem.message
                  : null
              }
              onChooseOtherTimes={onBack}
              documents={
                <ReviewDocuments
                  documents={toSign.documents}
                  draft={draft}
                  family={toSign.family}
                  onChange={(id, signature) =>
                    setDraft((d) => ({ ...d, signatures: { ...d.signatures, [id]: signature } }))
                  }
                />
              }
              couponPanel={
                <CouponPanel
                  applied={coupon}
                  onApplied={(c) => {
                    setCoupon(c);
                    update({ couponCode: c?.code ?? null });
                  }}
                  check={(code) =>
                    validateCoupon({
                      code,
                      lessonType,
                      bookingAmount: price.subtotal,
                      isFirstTime: true,
                      email: draft.swimmers[0]?.email || undefined,
                      slotIds,
                      swimmersCount: draft.swimmers.length,
                    })
                  }
                />
              }
            />
          )}
          {step === 5 && (
            <StepPayment
              intent={checkout.shownIntent}
              intentError={checkout.error}
              gateway={config.paymentGateway}
              publishableKey={config.stripePublishableKey}
              phase={phase}
              onBusy={setBusy}
              onReady={setPaymentFormReady}
              onRetry={checkout.retry}
              onOutcome={onPaymentOutcome}
              methodChoice={
                creditOption.kind === 'signed_out' && !series.held && bookingEmail ? (
                  <CreditSignIn email={bookingEmail} onBeforeSend={saveForSignIn} />
                ) : (
                  <PaymentMethodChoice option={creditOption} method={method} onMethod={setMethod} />
                )
              }
              creditPayment={
                payByCredit && creditOption.kind === 'available' ? (
                  <CreditPaymentForm
                    needed={creditOption.quote.needed}
                    error={creditPayment.error}
                    onSubmit={() =>
                      void creditPayment.pay({
                        bookingData: toBookingData(draft, timeZone, signatures),
                        selectedSlots: slotIds,
                      })
                    }
                  />
                ) : undefined
              }
            />
          )}
        </div>
        {phase.kind !== 'succeeded' && (
          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <Button
              variant="outline"
              onClick={() => (step === 1 ? onBack() : setStep((s) => s - 1))}
              disabled={working}
            >
              {step === 1 ? 'Back to Calendar' : 'Previous'}
            </Button>
            <div className="flex flex-col items-stretch gap-1 sm:items-end">
              {/* Distinct keys: the click on step 4's Continue must not become a submit of step 5's form, which
                  would book with credits (ready at once) before the family chose Complete Booking. */}
              {step === 5 ? (
                <Button
                  key="complete"
                  size="lg"
                  type="submit"
                  form={PAYMENT_FORM_ID}
                  disabled={
                    !allowed || working || !(payByCredit || paymentFormReady) || hold.state.status !== 'held'
                  }
                >
                  {working ? 'Processing...' : 'Complete Booking'}
                </Button>
              ) : (
                <Button
                  key="continue"
                  size="lg"
                  onClick={goNext}
                  disabled={!allowed}
                  aria-describedby={!allowed && gateHint ? 'gate-hint' : undefined}
                >
                  Continue
                </Button>
              )}
              {!allowed && gateHint && (
                <p id="gate-hint" className="text-xs text-slate-600">
                  {gateHint}
                </p>
              )}
            </div>
          </div>
        )}
      </section>
      <SidePanel
        times={times}
        timeZone={timeZone}
        price={price}
        isEstimate={isEstimate}
        hold={hold}
        variant={variant}
        couponCode={draft.couponCode}
        offerHold={offer !== undefined}
        placeLabel={
          place.place?.kind === 'address' ? formatPoolAddress(place.place) : (place.pool?.name ?? null)
        }
      />
    </div>
  );
}

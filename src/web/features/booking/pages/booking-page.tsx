import { CalendarDays, CalendarRange, Loader2, TimerReset } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TimeSlot } from '@core/api/calendar';
import { LESSON_TYPES, isLessonTypeId, type LessonTypeId } from '@core/catalog/lesson-types';
import { LEVEL_IDS, levelById, type LevelId } from '@core/catalog/levels';
import type { WaitlistClaimResponse } from '@core/api/waitlist';
import { dayKeyInZone, formatInZone, formatTimeRange, resolveTimeZone } from '@core/rules/timezones';
import { PAGE_SEO } from '@core/seo';
import { PageIntro } from '@web/components/page-section';
import { Button } from '@web/components/ui/button';
import { useZipFilter } from '@web/components/travel/use-zip-filter';
import { ZipBox } from '@web/components/travel/zip-box';
import { bookingFlowVariant } from '@web/lib/analytics';
import { clsx } from 'clsx';
import { RESUME_BOOKING_PARAM } from '@web/lib/booking-to-finish';
import { confirmationAddress, type ConfirmationHandoff } from '@web/lib/confirmation-handoff';
import { DeferredJoinWaitlistDialog } from '@web/components/waitlist/deferred-join-waitlist-dialog';
import { deferredComponent } from '@web/lib/deferred-component';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';
import { BookingCalendar, type CalendarView } from '../components/booking-calendar';
import type { WizardOffer } from '../components/booking-wizard';
import { MarketingBlocks } from '../components/marketing-blocks';
import { SlotList } from '../components/slot-list';
import { TimeZonePicker } from '../components/time-zone-picker';
import { useBookingSlots } from '../hooks/use-booking-slots';
import { useWaitlistOffer } from '../hooks/use-waitlist-offer';
import { forgetSavedBooking, readSavedBooking } from '../lib/saved-booking';
import { togglePick } from '../lib/slot-picks';

// The wizard (swimmers, payment, review) shows once times are picked: its code is not part of the page's start, and
// starts loading as soon as a time is picked, so it is there when the visitor goes on.
const BookingWizard = deferredComponent(
  () => import('../components/booking-wizard').then((m) => m.BookingWizard),
  <p role="status" className="flex items-center gap-2 text-slate-700">
    <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading the booking steps...
  </p>,
);

const BOOKING_LEAD = 'Choose dates, pick your times and pay securely online.';

/** What the build writes into this page's HTML: its top, so the heading paints before the wizard's code runs. */
export function BookingPageShell() {
  return <PageIntro title={PAGE_SEO.booking.title} lead={BOOKING_LEAD} />;
}

export const RESUME_ENDED_MESSAGE =
  'The hold on the times you chose has ended, so they were let go. Please choose your times again.';

type Stage = 'calendar' | 'slots' | 'booking';

const levelFrom = (value: string | null): LevelId | null =>
  (LEVEL_IDS as readonly string[]).includes(value ?? '') ? (value as LevelId) : null;

const wizardOffer = (claim: WaitlistClaimResponse): WizardOffer => ({
  swimmers: claim.swimmers,
  name: claim.name,
  email: claim.email,
  level: levelFrom(claim.level),
  holdId: claim.holdId,
  holdToken: claim.holdToken,
});

/** "We're holding this time for you until 4:30 PM on Saturday, July 12." in the zone the page shows. */
function OfferHeldNote({ claim, zone }: { claim: WaitlistClaimResponse; zone: string }) {
  const until = `${formatInZone(claim.holdExpiresAt, zone, 'h:mm a')} on ${formatInZone(claim.holdExpiresAt, zone, 'EEEE, MMMM d')}`;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <TimerReset className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>A spot opened for you.</strong> We're holding this time for you until {until}.{' '}
        <span className="block text-sm sm:inline">
          {formatInZone(claim.startTime, zone, 'EEEE, MMMM d')},{' '}
          {formatTimeRange(claim.startTime, claim.endTime, zone)}
        </span>
      </p>
    </div>
  );
}

export function BookingPage() {
  usePageMeta(PAGE_SEO.booking.title, PAGE_SEO.booking.description);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const level = levelFrom(params.get('level'));
  const [variant] = useState(() => bookingFlowVariant());
  // Back from the emailed sign-in link: the booking this browser kept, while its hold lasts.
  const resuming = params.get(RESUME_BOOKING_PARAM) !== null;
  const [resume, setResume] = useState(() => (resuming ? readSavedBooking() : null));
  const [resumeEnded] = useState(() => resuming && resume === null);
  const [zone, setZone] = useState(() => resume?.timeZone ?? resolveTimeZone(undefined));
  const today = dayKeyInZone(new Date(), zone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [typeFilter, setTypeFilter] = useState<LessonTypeId | null>(null);
  const [days, setDays] = useState<string[]>([]);
  const [slotIds, setSlotIds] = useState<string[]>([]);
  const [stage, setStage] = useState<Stage>(resume ? 'booking' : 'calendar');
  const picked = slotIds.length > 0;
  useEffect(() => {
    if (picked) BookingWizard.preload();
  }, [picked]);
  const wizardTop = useRef<HTMLDivElement>(null);
  const { phone, email } = siteConfig();
  const place = useZipFilter();
  const data = useBookingSlots({
    anchor,
    zone,
    lessonType: typeFilter,
    days,
    zip: place.filterZip,
    zipReady: place.ready,
  });
  const [waitFor, setWaitFor] = useState<TimeSlot | null>(null);
  // A claimed offer's time is full in the calendar's counts (its seats are the offer's): it is picked anyway.
  const offer = useWaitlistOffer((claim) => {
    const shownIn = resolveTimeZone(claim.timeZone);
    const day = dayKeyInZone(claim.startTime, shownIn);
    setZone(shownIn);
    setTypeFilter(null);
    setAnchor(day);
    setDays([day]);
    setSlotIds([claim.slotId]);
    setStage('booking');
  });
  const claim = offer.kind === 'claimed' ? offer.claim : null;
  const ownHeld = new Set(claim ? [claim.slotId] : []);

  const changeDays = (next: string[]) => {
    setDays(next);
    setSlotIds([]); // changing the dates clears the chosen slots (spec section 4)
    setStage(next.length ? 'slots' : 'calendar');
  };
  const slotsOf = (ids: readonly string[]) =>
    ids
      .map((id) => data.allSlots.get(id))
      .filter((s) => s !== undefined)
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const toggleSlot = (slot: TimeSlot) => setSlotIds((ids) => togglePick(ids, slot, slotsOf(ids)));
  const chosenSlots = slotsOf(slotIds);
  const completed = (bookingId: string, handoff?: ConfirmationHandoff) => {
    forgetSavedBooking();
    // Nothing else is cleared here: the page is left, and a later visit starts on the calendar with nothing chosen
    // (spec section 4). Clearing now would show the calendar, in place of the wizard's "Payment Successful!", while
    // the confirmation page loads.
    navigate(confirmationAddress(bookingId), { state: handoff });
  };

  const lead =
    level !== null
      ? `Choose dates and times for ${levelById(level).level}: ${levelById(level).title} lessons, then book and pay securely online.`
      : BOOKING_LEAD;

  return (
    <>
      <PageIntro title={PAGE_SEO.booking.title} lead={lead} />
      <div className="mx-auto max-w-6xl px-4" ref={wizardTop}>
        {offer.kind === 'claiming' && (
          <p role="status" className="mb-4 flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Opening your waitlist offer...
          </p>
        )}
        {offer.kind === 'refused' && (
          <p role="alert" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {offer.message} You can still choose another time below.
          </p>
        )}
        {claim && stage === 'booking' && chosenSlots.some((s) => s.id === claim.slotId) && (
          <OfferHeldNote claim={claim} zone={zone} />
        )}
        {resumeEnded && stage === 'calendar' && (
          <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {RESUME_ENDED_MESSAGE}
          </p>
        )}
        {resume && stage === 'booking' ? (
          <BookingWizard
            slots={resume.slots}
            resume={resume}
            instructors={new Map(resume.instructors.map((i) => [i.id, i]))}
            venues={new Map(resume.venues.map((v) => [v.id, v]))}
            timeZone={resume.timeZone}
            level={resume.level}
            variant={variant}
            onBack={() => {
              // The kept booking is left: the calendar starts again, as on any visit.
              forgetSavedBooking();
              setResume(null);
              setStage('calendar');
            }}
            onCompleted={completed}
          />
        ) : offer.kind === 'claiming' ? null : stage === 'booking' &&
          chosenSlots.length === 0 &&
          data.daysLoading ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading your lesson time...
          </p>
        ) : stage === 'booking' && chosenSlots.length > 0 ? (
          <BookingWizard
            slots={chosenSlots}
            offer={claim && slotIds.includes(claim.slotId) ? wizardOffer(claim) : undefined}
            instructors={data.instructors}
            venues={data.venues}
            timeZone={zone}
            level={level}
            variant={variant}
            onBack={() => setStage('slots')}
            onCompleted={completed}
          />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
            <section
              aria-labelledby="calendar-heading"
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
            >
              <h2 id="calendar-heading" className="text-xl font-bold text-ocean-900">
                Pick your dates
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                Choose one or more days with open lessons. Times show in your time zone.
              </p>
              <ZipBox
                className="mt-4"
                value={place.zip}
                onChange={(zip) => {
                  place.setZip(zip);
                  setSlotIds([]); // a time picked for one place may be out of reach from another
                }}
              />
              <div className="mt-4 flex flex-wrap items-end gap-3">
                <div
                  role="group"
                  aria-label="Calendar view"
                  className="inline-flex rounded-lg border border-slate-300 p-0.5"
                >
                  {(['month', 'week'] as const).map((v) => (
                    <button
                      key={v}
                      type="button"
                      aria-pressed={view === v}
                      onClick={() => setView(v)}
                      className={clsx(
                        'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                        view === v ? 'bg-ocean-800 text-white' : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {v === 'month' ? (
                        <CalendarDays className="size-4" aria-hidden="true" />
                      ) : (
                        <CalendarRange className="size-4" aria-hidden="true" />
                      )}
                      {v === 'month' ? 'Month' : 'Week'}
                    </button>
                  ))}
                </div>
                <div>
                  <label htmlFor="lesson-type-filter" className="block text-sm font-medium text-slate-700">
                    Lesson type
                  </label>
                  <select
                    id="lesson-type-filter"
                    value={typeFilter ?? ''}
                    onChange={(e) => {
                      setTypeFilter(isLessonTypeId(e.target.value) ? e.target.value : null);
                      setSlotIds([]);
                    }}
                    className="mt-1 h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
                  >
                    <option value="">All Types</option>
                    {LESSON_TYPES.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="mt-4">
                <TimeZonePicker value={zone} onChange={(z) => setZone(resolveTimeZone(z))} />
              </div>
              <div className="mt-6">
                <BookingCalendar
                  view={view}
                  anchor={anchor}
                  today={today}
                  counts={data.counts}
                  selected={days}
                  loading={data.monthLoading}
                  onMove={setAnchor}
                  onToggleDay={(day) =>
                    changeDays(days.includes(day) ? days.filter((d) => d !== day) : [...days, day])
                  }
                />
              </div>
              {data.error && (
                <p role="alert" className="mt-4 text-sm text-red-700">
                  {data.error.message}
                </p>
              )}
            </section>
            {stage === 'slots' ? (
              <SlotList
                days={days}
                slotsByDay={data.slotsByDay}
                instructors={data.instructors}
                venues={data.venues}
                picked={chosenSlots}
                timeZone={zone}
                loading={data.daysLoading}
                urgency={variant === 'urgency'}
                onToggle={toggleSlot}
                onJoinWaitlist={setWaitFor}
                ownHeld={ownHeld}
                onBack={() => {
                  setSlotIds([]);
                  setStage('calendar');
                }}
                onContinue={() => {
                  setStage('booking');
                  wizardTop.current?.scrollIntoView({ block: 'start' });
                }}
              />
            ) : (
              <section
                aria-label="How booking works"
                className="rounded-2xl border border-dashed border-ocean-200 bg-ocean-50/50 p-6 text-slate-800"
              >
                <h2 className="text-lg font-bold text-ocean-900">How it works</h2>
                <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
                  <li>Pick one or more days on the calendar.</li>
                  <li>Choose up to 6 lesson times: we hold them for you for 15 minutes.</li>
                  <li>Tell us about your swimmers, add extras and pay securely.</li>
                </ol>
                {days.length > 0 && (
                  <Button className="mt-4" onClick={() => setStage('slots')}>
                    Show times for {days.length} selected day(s)
                  </Button>
                )}
              </section>
            )}
          </div>
        )}
      </div>
      {waitFor && (
        <DeferredJoinWaitlistDialog
          time={{
            id: waitFor.id,
            lessonType: waitFor.lessonType,
            label: `${formatInZone(waitFor.startTime, zone, 'EEEE, MMMM d')}, ${formatTimeRange(waitFor.startTime, waitFor.endTime, zone)}`,
          }}
          timeZone={zone}
          onClose={() => setWaitFor(null)}
        />
      )}
      <MarketingBlocks phone={phone} email={email} />
    </>
  );
}

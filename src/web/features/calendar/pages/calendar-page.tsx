import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import type { CustomerInfo } from '@core/api/requests';
import { monthOfDay } from '@core/rules/calendar-days';
import { toggleSlotSelection } from '@core/rules/slots';
import { NOTIFY_ME_BUTTON } from '@core/api/waitlist-text';
import { calendarFetchRange, dayKeyInZone, formatDayKey, timeZoneLabel } from '@core/rules/timezones';
import { PAGE_SEO } from '@core/seo';
import { PageIntro } from '@web/components/page-section';
import { Button } from '@web/components/ui/button';
import { emptyPoolDraft, type PoolDraft } from '@web/components/travel/pool-draft';
import { recallZip } from '@web/components/travel/remembered-zip';
import { useZipFilter } from '@web/components/travel/use-zip-filter';
import { ZipBox } from '@web/components/travel/zip-box';
import { DeferredJoinWaitlistDialog } from '@web/components/waitlist/deferred-join-waitlist-dialog';
import { deferredComponent } from '@web/lib/deferred-component';
import { usePageMeta } from '@web/lib/page-meta';
import { toast } from '@web/lib/toast';
import { timeSlotsQuery } from '../api/get-time-slots';
import { CalendarErrorBoundary } from '../components/calendar-error-boundary';
import { CalendarView } from '../components/calendar-view';
import type { ViewedMonth } from '../components/month-calendar';
import { SafeCalendar } from '../components/safe-calendar';
import { SelectionSummary } from '../components/selection-summary';
import type { CustomerErrors } from '../hooks/use-lesson-request';
import { useNow } from '../hooks/use-now';
import { EMPTY_CUSTOMER } from '../lib/empty-customer';
import { hasUnreadableTime, ZONE, type SlotView } from '../lib/slot-view';

// The dialogs open on a click; their code (forms, validation, sending, the dialog itself) is not part of the page's
// start. The request form's code loads a few seconds after the start, or at the visitor's first pick if that comes
// sooner, so it is there even if the connection drops later; the form is mounted (closed) from the first pick on.
// The waitlist dialogs load when they are asked for.
const CalendarRequestForm = deferredComponent(() =>
  import('../components/calendar-request-form').then((m) => m.CalendarRequestForm),
);
const REQUEST_FORM_AFTER_MS = 4_000;
const NotifyMeDialog = deferredComponent(() =>
  import('@web/components/waitlist/notify-me-dialog').then((m) => m.NotifyMeDialog),
);

/** The top of the page, also what the prerendered HTML shows before the app starts (CalendarPageShell). */
function CalendarIntro({ onNotifyMe }: { onNotifyMe?: () => void }) {
  return (
    <PageIntro
      title={PAGE_SEO.calendar.title}
      lead="Pick up to 6 lesson times that suit you and send us a request. No payment now: we confirm your times by email."
    >
      <p className="mt-2 text-sm text-slate-700">
        All times are in {timeZoneLabel(ZONE)}. Lessons can be requested from 2 hours ahead.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-800">
        <span>Nothing that suits you, or your time is full?</span>
        <Button size="sm" variant="outline" onClick={onNotifyMe}>
          <BellRing aria-hidden="true" />
          {NOTIFY_ME_BUTTON}
        </Button>
      </div>
    </PageIntro>
  );
}

/** What the build writes into this page's HTML: its top, so the heading paints before the calendar's code runs. */
export function CalendarPageShell() {
  return <CalendarIntro />;
}

/** The simple request flow: pick up to 6 lesson times on the calendar, then send a lesson request. */
export function CalendarPage() {
  usePageMeta(PAGE_SEO.calendar.title, PAGE_SEO.calendar.description);
  const now = useNow();
  const today = dayKeyInZone(now, ZONE);
  const [viewed, setViewed] = useState<ViewedMonth>(() => monthOfDay(today));
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<SlotView[]>([]);
  // Set on the first pick and never unset: the form is not unmounted while it might be sending.
  const [formWanted, setFormWanted] = useState(false);
  if (selected.length > 0 && !formWanted) setFormWanted(true);
  useEffect(() => {
    const timer = window.setTimeout(() => CalendarRequestForm.preload(), REQUEST_FORM_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [customer, setCustomer] = useState<CustomerInfo>(EMPTY_CUSTOMER);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [pool, setPool] = useState<PoolDraft>(() => emptyPoolDraft());
  const [waitFor, setWaitFor] = useState<SlotView | null>(null);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const place = useZipFilter();
  const slots = useQuery({
    ...timeSlotsQuery(calendarFetchRange(viewed, ZONE), place.filterZip),
    enabled: place.ready,
    placeholderData: keepPreviousData,
  });
  // The query store answers with a synchronous render; the month's grid (hundreds of cells) then renders from the
  // deferred copy, in slices the browser can interrupt, instead of one long task when the times arrive.
  const slotData = useDeferredValue(slots.data);

  const changeMonth = (month: ViewedMonth) => {
    setViewed(month);
    setSelectedDate(null);
  };
  const toggle = (slot: SlotView) =>
    setSelected((prev) =>
      toggleSlotSelection(
        prev.map((s) => s.id),
        slot.id,
      ).map((id) => prev.find((s) => s.id === id) ?? slot),
    );
  const removeDay = (day: string) => setSelected((prev) => prev.filter((s) => s.dayKey !== day));
  const openForm = () => {
    if (!selected.length) {
      toast({
        title: 'No Dates Selected',
        description: 'Please select at least one date to continue',
        variant: 'destructive',
      });
      return;
    }
    // The ZIP given above the calendar starts the form's address, unless the visitor already wrote one.
    if (!pool.zip) setPool({ ...pool, zip: recallZip() });
    setDialogOpen(true);
  };
  const startOver = () => {
    setSelected([]);
    setSelectedDate(null);
    setCustomer(EMPTY_CUSTOMER);
    setPool(emptyPoolDraft());
    setErrors({});
    setDialogOpen(false);
  };

  const selectedIds = new Set(selected.map((s) => s.id));
  return (
    <>
      <CalendarIntro onNotifyMe={() => setNotifyOpen(true)} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ZipBox value={place.zip} onChange={place.setZip} />
          {slots.isError && !slots.data ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-slate-900">
              <p className="font-semibold">We could not load lesson times.</p>
              <p className="mt-1 text-sm">{slots.error.message}</p>
              <Button className="mt-3" variant="outline" onClick={() => void slots.refetch()}>
                Try again
              </Button>
            </div>
          ) : hasUnreadableTime(slotData) ? (
            <SafeCalendar data={slotData} now={now} selectedIds={selectedIds} onToggle={toggle} />
          ) : (
            <CalendarErrorBoundary
              fallback={
                <SafeCalendar data={slotData} now={now} selectedIds={selectedIds} onToggle={toggle} />
              }
            >
              <CalendarView
                data={slotData}
                loading={slots.isFetching || !place.ready}
                now={now}
                today={today}
                viewed={viewed}
                selectedDate={selectedDate}
                selected={selected}
                onPickDate={setSelectedDate}
                onMonthChange={changeMonth}
                onToggle={toggle}
                onJoinWaitlist={setWaitFor}
              />
            </CalendarErrorBoundary>
          )}
        </div>
        <SelectionSummary selected={selected} onRemoveDay={removeDay} onRequest={openForm} />
      </div>
      {formWanted && (
        <CalendarRequestForm
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          selected={selected}
          customer={customer}
          onCustomerChange={setCustomer}
          errors={errors}
          onErrors={setErrors}
          pool={pool}
          onPoolChange={setPool}
          onSent={startOver}
          onTimesGone={(ids) => setSelected((prev) => prev.filter((s) => !ids.includes(s.id)))}
        />
      )}
      {waitFor && (
        <DeferredJoinWaitlistDialog
          time={{
            id: waitFor.id,
            lessonType: waitFor.lessonType,
            label: `${formatDayKey(waitFor.dayKey, 'EEEE, MMMM d')}, ${waitFor.timeRange} (${timeZoneLabel(ZONE)})`,
          }}
          timeZone={ZONE}
          onClose={() => setWaitFor(null)}
        />
      )}
      {notifyOpen && <NotifyMeDialog timeZone={ZONE} onClose={() => setNotifyOpen(false)} />}
    </>
  );
}

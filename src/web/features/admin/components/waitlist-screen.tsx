import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { PREFERENCE_HORIZON_DAYS, type AdminWaitlistEntry, type AdminWaitlistSlot } from '@core/api/waitlist';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { seatsFit } from '@core/rules/seats';
import { Button } from '@web/components/ui/button';
import { adminGet } from '../api/admin-client';
import { useAdminWaitlist } from '../api/get-admin-waitlist';
import { moveWaitlistEntry } from '../api/move-waitlist-entry';
import { offerWaitlistSeat } from '../api/offer-waitlist-seat';
import { removeWaitlistEntry } from '../api/remove-waitlist-entry';
import { useAdminAction } from '../hooks/use-admin-action';
import { AdminDialog } from './admin-dialog';
import { day, time, when } from './format';
import { Field, FormActions } from './form-parts';
import { inputClass, ScreenHeader, StatusBadge } from './parts';

type Pending = { kind: 'remove' | 'offer'; entry: AdminWaitlistEntry; list: string } | null;

const seatsLabel = (n: number) => `${n} swimmer${n === 1 ? '' : 's'}`;

/** One entry in its list: who, how many, where it stands, and the owner's buttons. */
function EntryRow({
  entry,
  first,
  last,
  onAsk,
}: {
  entry: AdminWaitlistEntry;
  first: boolean;
  last: boolean;
  onAsk: (kind: 'remove' | 'offer', entry: AdminWaitlistEntry) => void;
}) {
  const move = useAdminAction(moveWaitlistEntry, (answer) => answer.message);
  const who = `${entry.name} (${entry.email})`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          <span className="mr-2 inline-block rounded bg-slate-200 px-1.5 text-xs font-bold text-slate-800">
            #{entry.place}
          </span>
          {entry.name} <span className="break-all font-normal text-slate-600">{entry.email}</span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StatusBadge status={entry.status} />
          <span>{seatsLabel(entry.swimmers)}</span>
          {entry.preference && <span>{entry.preference.description}</span>}
          <span>Joined {when(entry.createdAt)}</span>
        </p>
        {entry.offer && (
          <p className="mt-1 text-sm text-emerald-900">
            Offer on {when(entry.offer.slot.startTime)} ({entry.offer.seats} seat
            {entry.offer.seats === 1 ? '' : 's'}) until {when(entry.offer.expiresAt)}
            {entry.offer.offeredBy !== 'system' ? `, offered by ${entry.offer.offeredBy}` : ''}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        {entry.status === 'waiting' && !entry.offer && (
          <Button size="sm" variant="outline" onClick={() => onAsk('offer', entry)}>
            Offer a seat
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={first || move.isPending}
          onClick={() => move.mutate({ entryId: entry.id, direction: 'up' })}
          aria-label={`Move up: ${who}`}
        >
          <ArrowUp aria-hidden="true" /> Move up
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={last || move.isPending}
          onClick={() => move.mutate({ entryId: entry.id, direction: 'down' })}
          aria-label={`Move down: ${who}`}
        >
          <ArrowDown aria-hidden="true" /> Move down
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={() => onAsk('remove', entry)}
          aria-label={`Remove: ${who}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

function EntryList({
  label,
  entries,
  onAsk,
}: {
  label: string;
  entries: AdminWaitlistEntry[];
  onAsk: (kind: 'remove' | 'offer', entry: AdminWaitlistEntry, list: string) => void;
}) {
  const ordered = [...entries].sort((a, b) => a.place - b.place);
  return (
    <ol aria-label={label} className="divide-y divide-slate-100">
      {ordered.map((entry, i) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          first={i === 0}
          last={i === ordered.length - 1}
          onAsk={(kind, e) => onAsk(kind, e, label)}
        />
      ))}
    </ol>
  );
}

const slotTitle = (slot: Pick<AdminWaitlistSlot, 'startTime' | 'endTime'>) =>
  `${day(slot.startTime)}, ${time(slot.startTime)} - ${time(slot.endTime)}`;

function SlotCard({
  slot,
  onAsk,
}: {
  slot: AdminWaitlistSlot;
  onAsk: (kind: 'remove' | 'offer', entry: AdminWaitlistEntry, list: string) => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h4 id={headingId} className="font-semibold text-ocean-900">
        {slotTitle(slot)} · {lessonTypeLabel(slot.lessonType)}
      </h4>
      <p className="text-sm text-slate-700">
        {slot.instructorName} at {slot.venueName} · {slot.seatsTaken} of {slot.capacity} seats taken (booked,
        held or offered)
      </p>
      <EntryList label={`Waitlist for ${slotTitle(slot)}`} entries={slot.entries} onAsk={onAsk} />
    </section>
  );
}

/** Upcoming times of the preference's lesson type where its swimmers fit now, to offer one by hand. */
function useOfferableTimes(entry: AdminWaitlistEntry | null) {
  const start = new Date();
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + PREFERENCE_HORIZON_DAYS * 86_400_000);
  const range = { start: start.toISOString(), end: end.toISOString() };
  return useQuery({
    queryKey: ['admin', 'waitlist', 'offerable', entry?.lessonType, range.start],
    enabled: entry !== null,
    queryFn: () =>
      adminGet<TimeSlotsResponse>(
        `/api/calendar/time-slots?${new URLSearchParams({ ...range, lessonType: entry?.lessonType ?? '' })}`,
      ),
    select: (data) => {
      const now = new Date();
      const instructors = new Map(data.instructors.map((i) => [i.id, i.name]));
      return data.timeSlots
        .filter((s) => seatsFit({ ...s, seatsTaken: s.bookedCount }, entry?.swimmers ?? 1, now))
        .sort((a, b) => a.startTime.localeCompare(b.startTime))
        .map((s) => ({
          id: s.id,
          label: `${slotTitle(s)} · ${instructors.get(s.instructorId) ?? 'Instructor'} · ${s.capacity - s.bookedCount} free`,
        }));
    },
  });
}

function OfferDialog({
  entry,
  list,
  onClose,
}: {
  entry: AdminWaitlistEntry;
  list: string;
  onClose: () => void;
}) {
  const isPreference = entry.kind === 'preference';
  const times = useOfferableTimes(isPreference ? entry : null);
  const [slotId, setSlotId] = useState('');
  const offer = useAdminAction(
    offerWaitlistSeat,
    (made) => `Seat offered until ${when(made.expiresAt)}; "A spot opened" is on its way`,
  );
  const chosen = slotId || times.data?.[0]?.id || '';
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Offer a seat to ${entry.name}`}
      description={`${list}: ${seatsLabel(entry.swimmers)}. The seats are held for the offer window and the family is emailed a link to book them.`}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          offer.mutate(
            { entryId: entry.id, ...(isPreference ? { slotId: chosen } : {}) },
            { onSuccess: onClose },
          );
        }}
      >
        {isPreference &&
          (times.isLoading ? (
            <p aria-busy="true">Loading times...</p>
          ) : times.data?.length ? (
            <Field label="Time to offer" hint={entry.preference?.description}>
              <select className={inputClass} value={chosen} onChange={(e) => setSlotId(e.target.value)}>
                {times.data.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <p className="text-slate-700">
              No upcoming {lessonTypeLabel(entry.lessonType)} time has room for {seatsLabel(entry.swimmers)}.
            </p>
          ))}
        <FormActions
          onCancel={onClose}
          submitText="Offer a seat"
          disabled={offer.isPending || (isPreference && !chosen)}
        />
      </form>
    </AdminDialog>
  );
}

function RemoveDialog({
  entry,
  list,
  onClose,
}: {
  entry: AdminWaitlistEntry;
  list: string;
  onClose: () => void;
}) {
  const remove = useAdminAction(removeWaitlistEntry, (answer) => answer.message);
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Remove ${entry.name} from the waitlist?`}
      description={`${list}.${entry.offer ? ' The seats held for their offer go to the next family in line.' : ''}`}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          remove.mutate(entry.id, { onSuccess: onClose });
        }}
      >
        <FormActions
          onCancel={onClose}
          submitText="Remove"
          submitVariant="destructive"
          disabled={remove.isPending}
        />
      </form>
    </AdminDialog>
  );
}

/** The owner's waitlists: per full time and for the preferences, in the order offers are made. */
export function WaitlistScreen() {
  const waitlist = useAdminWaitlist();
  const [pending, setPending] = useState<Pending>(null);
  const ask = (kind: 'remove' | 'offer', entry: AdminWaitlistEntry, list: string) =>
    setPending({ kind, entry, list });
  const data = waitlist.data;
  return (
    <div>
      <ScreenHeader
        title="Waitlist"
        lead={
          data
            ? `When seats free up, the first family in line whose swimmers fit gets them held for ${data.offerWindowMinutes} minutes (the offer window, set under Policies).`
            : undefined
        }
      />
      {waitlist.isLoading && <p aria-busy="true">Loading...</p>}
      {waitlist.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {waitlist.error.message}
        </p>
      )}
      {data && (
        <div className="space-y-8">
          <section aria-labelledby="waitlist-times" className="space-y-3">
            <h3 id="waitlist-times" className="text-lg font-semibold text-ocean-900">
              Times
            </h3>
            {data.slots.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">
                Nobody is waiting for a full time.
              </p>
            ) : (
              data.slots.map((slot) => <SlotCard key={slot.id} slot={slot} onAsk={ask} />)
            )}
          </section>
          <section aria-labelledby="waitlist-preferences" className="space-y-3">
            <h3 id="waitlist-preferences" className="text-lg font-semibold text-ocean-900">
              Times like a description
            </h3>
            {data.preferences.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">
                Nobody is waiting for times like a description.
              </p>
            ) : (
              <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <EntryList label="Preferences" entries={data.preferences} onAsk={ask} />
              </div>
            )}
          </section>
        </div>
      )}
      {pending?.kind === 'offer' && (
        <OfferDialog entry={pending.entry} list={pending.list} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'remove' && (
        <RemoveDialog entry={pending.entry} list={pending.list} onClose={() => setPending(null)} />
      )}
    </div>
  );
}

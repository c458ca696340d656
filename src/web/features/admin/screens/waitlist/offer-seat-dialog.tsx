import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PREFERENCE_HORIZON_DAYS, type AdminWaitlistEntry } from '@core/api/waitlist';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { seatsFit } from '@core/rules/seats';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import { getOpenTimeSlots } from '@web/features/admin/api/get-open-time-slots';
import { offerWaitlistSeat } from '@web/features/admin/api/offer-waitlist-seat';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { FormActions } from '@web/features/admin/shared/form-actions';
import { when } from '@web/features/admin/shared/format';
import { seatsLabel, slotTitle } from './waitlist-entries';

/** Upcoming times of the preference's lesson type where its swimmers fit now, to offer one by hand. */
function useOfferableTimes(entry: AdminWaitlistEntry | null) {
  const start = new Date();
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + PREFERENCE_HORIZON_DAYS * 86_400_000);
  const range = { start: start.toISOString(), end: end.toISOString() };
  return useQuery({
    queryKey: ['admin', 'waitlist', 'offerable', entry?.lessonType, range.start],
    enabled: entry !== null,
    queryFn: () => getOpenTimeSlots({ ...range, lessonType: entry?.lessonType }),
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

/** Offers an entry a seat now; for a preference, the owner picks the time. */
export function OfferSeatDialog({
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
    <Dialog
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
            <Field id="offer-time" label="Time to offer" hint={entry.preference?.description}>
              <Select value={chosen} onChange={(e) => setSlotId(e.target.value)}>
                {times.data.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </Select>
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
    </Dialog>
  );
}

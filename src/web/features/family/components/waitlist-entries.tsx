import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { FamilyWaitlistEntry } from '@core/api/waitlist';
import { WAITLIST_OFFER_SUBJECT } from '@core/api/waitlist-text';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatInZone, formatTimeRange, resolveTimeZone, timeZoneLabel } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { familyWaitlistQuery, FAMILY_WAITLIST_QUERY_KEY } from '../api/family-waitlist';
import { leaveFamilyWaitlist } from '../api/leave-family-waitlist';
import { StatusBadge } from './status-badge';

const when = (iso: string, zone: string) => formatInZone(iso, zone, "EEEE, MMMM d 'at' h:mm a");

/** What the family waits for: the time, or the description of times it asked for. */
export function waitlistEntryTitle(entry: FamilyWaitlistEntry, zone: string): string {
  if (entry.slot)
    return `${formatInZone(entry.slot.startTime, zone, 'EEEE, MMMM d')}, ${formatTimeRange(entry.slot.startTime, entry.slot.endTime, zone)}`;
  return entry.preference?.description ?? `${lessonTypeLabel(entry.lessonType)} lessons`;
}

function EntryCard({
  entry,
  zone,
  onLeave,
}: {
  entry: FamilyWaitlistEntry;
  zone: string;
  onLeave: (entry: FamilyWaitlistEntry) => void;
}) {
  const title = waitlistEntryTitle(entry, zone);
  const offered = entry.status === 'offered' && entry.offer;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-label={`Waitlist: ${title}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-bold text-ocean-900">{title}</h3>
            <p className="text-sm text-slate-700">
              {entry.kind === 'time' ? `${lessonTypeLabel(entry.lessonType)} · ` : 'Times like this · '}
              {entry.swimmers} swimmer{entry.swimmers === 1 ? '' : 's'}
              {entry.slot ? ` · ${entry.slot.instructorName}, ${entry.slot.venueName}` : ''}
            </p>
          </div>
          <StatusBadge
            label={offered ? 'Spot held for you' : 'Waiting'}
            tone={offered ? 'upcoming' : 'attention'}
          />
        </div>
        {offered && entry.offer && (
          <p className="mt-3 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
            We're holding {entry.offer.seats} seat{entry.offer.seats === 1 ? '' : 's'} for you on{' '}
            {when(entry.offer.slot.startTime, zone)} until {when(entry.offer.expiresAt, zone)}. To book it,
            use the link in our email "{WAITLIST_OFFER_SUBJECT}".
          </p>
        )}
        <div className="mt-3">
          <Button size="sm" variant="outline" onClick={() => onLeave(entry)}>
            Leave waitlist
          </Button>
        </div>
      </article>
    </li>
  );
}

function LeaveDialog({
  entry,
  title,
  onClose,
}: {
  entry: FamilyWaitlistEntry;
  title: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: () => leaveFamilyWaitlist(entry.id),
    onSuccess: async (answer) => {
      toast({ title: answer.message });
      await queryClient.invalidateQueries({ queryKey: FAMILY_WAITLIST_QUERY_KEY });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Leave the waitlist?"
      description={title}
      busy={leave.isPending}
    >
      <p className="text-slate-700">
        {entry.status === 'offered'
          ? 'The spot we are holding for you goes to the next family straight away.'
          : 'We will stop looking for a seat for you here.'}
      </p>
      {leave.isError && (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {leave.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={leave.isPending}>
          Stay on the waitlist
        </Button>
        <Button variant="destructive" onClick={() => leave.mutate()} disabled={leave.isPending}>
          {leave.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Leave waitlist
        </Button>
      </div>
    </Dialog>
  );
}

/** The family's waitlist entries, with a live offer's hold, and "Leave waitlist" on each. */
export function WaitlistEntries() {
  const waitlist = useQuery(familyWaitlistQuery());
  const [leaving, setLeaving] = useState<FamilyWaitlistEntry | null>(null);
  const zone = resolveTimeZone();

  if (waitlist.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading your waitlist...
      </p>
    );
  if (waitlist.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{waitlist.error.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void waitlist.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (waitlist.data.entries.length === 0)
    return <p className="text-slate-700">You are not on any waitlist.</p>;
  return (
    <>
      <p className="text-sm text-slate-700">Times are shown in {timeZoneLabel(zone)}.</p>
      <ul className="space-y-3">
        {waitlist.data.entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} zone={zone} onLeave={setLeaving} />
        ))}
      </ul>
      {leaving && (
        <LeaveDialog
          entry={leaving}
          title={waitlistEntryTitle(leaving, zone)}
          onClose={() => setLeaving(null)}
        />
      )}
    </>
  );
}

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import type { AdminWaitlistEntry, AdminWaitlistSlot } from '@core/api/waitlist';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { moveWaitlistEntry } from '@web/features/admin/api/move-waitlist-entry';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { day, time, when } from '@web/features/admin/shared/format';
import { StatusBadge } from '@web/features/admin/shared/status-badge';

/** What the owner asks for an entry: to offer it a seat, or to take it off the list it is in. */
export type AskAbout = (kind: 'remove' | 'offer', entry: AdminWaitlistEntry, list: string) => void;

export const seatsLabel = (n: number) => `${n} swimmer${n === 1 ? '' : 's'}`;

export const slotTitle = (slot: Pick<AdminWaitlistSlot, 'startTime' | 'endTime'>) =>
  `${day(slot.startTime)}, ${time(slot.startTime)} - ${time(slot.endTime)}`;

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

/** One waitlist in the order offers are made, each entry with its place and the owner's buttons. */
export function EntryList({
  label,
  entries,
  onAsk,
}: {
  label: string;
  entries: AdminWaitlistEntry[];
  onAsk: AskAbout;
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

/** A full time with the families waiting for it. */
export function SlotCard({ slot, onAsk }: { slot: AdminWaitlistSlot; onAsk: AskAbout }) {
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BusyCalendarState } from '@core/api/availability';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatInZone, formatTimeRange } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import type { AvailabilityCalls } from './availability-api';

const when = (iso: string) => formatInZone(iso, DEFAULT_TIME_ZONE, 'EEE, MMM d');
const busyText = (b: { start: string; end: string }) =>
  `${when(b.start)}, ${formatTimeRange(b.start, b.end, DEFAULT_TIME_ZONE)}`;

/**
 * The instructor's own calendar, read for busy times: its secret iCal address is pasted once (it is never shown back
 * whole), read every 15 minutes and on "Refresh now"; the next busy times are listed. The owner sees it read-only.
 */
export function BusyCalendarCard({ calls }: { calls: AvailabilityCalls['busyCalendar'] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: calls.key, queryFn: ({ signal }) => calls.get(signal) });
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settle = (next: BusyCalendarState) => queryClient.setQueryData(calls.key, next);
  const act = useMutation({
    mutationFn: async (action: 'connect' | 'refresh' | 'stop') => {
      const call = action === 'connect' ? () => calls.connect!(address) : calls[action];
      if (!call) throw new Error('Only the instructor can change their calendar');
      return call();
    },
    onMutate: () => setError(null),
    onSuccess: (next, action) => {
      settle(next);
      if (action === 'connect') setAddress('');
      toast({
        title:
          action === 'connect'
            ? 'Calendar connected'
            : action === 'stop'
              ? 'Calendar no longer read'
              : 'Calendar read',
      });
    },
    onError: (err) => setError(err.message),
  });
  const editable = Boolean(calls.connect);

  function connect(event: FormEvent) {
    event.preventDefault();
    if (!address.trim()) return setError('Paste the calendar’s address');
    act.mutate('connect');
  }

  if (state.isPending) return <p className="text-sm text-slate-700">Loading the calendar...</p>;
  if (state.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {state.error.message}
      </p>
    );
  const busy = state.data;
  return (
    <div className="space-y-3">
      {busy.connected ? (
        <div className="space-y-2 rounded-xl border border-slate-200 p-3 text-sm text-slate-800">
          <p>
            Reading <strong className="break-all">{busy.address}</strong>
            {busy.lastReadAt
              ? `, last read ${formatInZone(busy.lastReadAt, DEFAULT_TIME_ZONE, 'MMM d, h:mm a')}`
              : ''}
            .
          </p>
          {busy.lastError && (
            <p role="status" className="text-red-800">
              The last read failed: {busy.lastError}
            </p>
          )}
          <p>
            {busy.busyAhead === 0
              ? 'No busy times ahead.'
              : `${busy.busyAhead} busy time${busy.busyAhead === 1 ? '' : 's'} ahead:`}
          </p>
          {busy.nextBusy.length > 0 && (
            <ul className="list-disc pl-5">
              {busy.nextBusy.map((b) => (
                <li key={b.start}>{busyText(b)}</li>
              ))}
            </ul>
          )}
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={act.isPending}
                onClick={() => act.mutate('refresh')}
              >
                Refresh now
              </Button>
              <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate('stop')}>
                Stop reading it
              </Button>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {editable ? 'No calendar connected.' : 'This instructor has not connected a calendar.'}
        </p>
      )}
      {editable && (
        <form onSubmit={connect} noValidate className="space-y-2" aria-label="Connect a calendar">
          <Field
            id={`${id}-address`}
            label={busy.connected ? 'Use another calendar address' : 'Your calendar’s secret address (iCal)'}
            hint="In Google Calendar: Settings, your calendar, “Secret address in iCal format”. Only busy times are kept."
            error={error ?? undefined}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              className="w-full"
            />
          </Field>
          <Button type="submit" variant="secondary" disabled={act.isPending}>
            {act.isPending ? 'Reading the calendar...' : 'Connect calendar'}
          </Button>
        </form>
      )}
      {!editable && error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CalendarFeedCreated } from '@core/api/calendar-feeds';
import { formatInZone, resolveTimeZone } from '@core/rules/timezones';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import {
  calendarFeedQuery,
  makeCalendarFeed,
  stopCalendarFeed,
  type CalendarFeedOwner,
} from './calendar-feed';

const GOOGLE_ADD_BY_URL = 'https://calendar.google.com/calendar/r?cid=';

/**
 * A private calendar address for the signed-in family's lessons or instructor's teaching: made on request, shown
 * once (only its fingerprint is kept), made anew or stopped here. Calendar apps read it again by themselves, so moves
 * and cancellations reach them without an email.
 */
export function CalendarFeedCard({ owner }: { owner: CalendarFeedOwner }) {
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const state = useQuery(calendarFeedQuery(owner));
  const [made, setMade] = useState<CalendarFeedCreated | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery(owner).queryKey });
  const make = useMutation({
    mutationFn: () => makeCalendarFeed(owner),
    onSuccess: (created) => {
      setMade(created);
      void refresh();
    },
    onError: (err) =>
      toast({ title: 'Could not make a calendar address', description: err.message, variant: 'destructive' }),
  });
  const stop = useMutation({
    mutationFn: () => stopCalendarFeed(owner),
    onSuccess: () => {
      setMade(null);
      void refresh();
      toast({
        title: 'Calendar address stopped',
        description: 'Calendars subscribed to it no longer update.',
      });
    },
    onError: (err) =>
      toast({ title: 'Could not stop the address', description: err.message, variant: 'destructive' }),
  });
  const busy = make.isPending || stop.isPending;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Calendar address copied' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  const what = owner === 'family' ? 'your lessons' : 'the lessons you teach';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-ocean-900">
        {owner === 'family' ? 'Your lessons in your calendar' : 'Your lessons in your own calendar'}
      </h2>
      <p className="max-w-3xl text-slate-700">
        Subscribe in Google Calendar, Apple Calendar or Outlook to see {what} there; moves and cancellations
        follow by themselves. The address is private: anyone who has it sees {what}.
      </p>
      {state.isPending ? (
        <p className="text-slate-700" aria-busy="true">
          Loading…
        </p>
      ) : state.isError ? (
        <p className="text-slate-700">
          We could not check your calendar address. Reload the page to try again.
        </p>
      ) : made ? (
        <div className="space-y-3">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
            Your calendar address (shown once: copy it now)
          </label>
          <input
            id={inputId}
            readOnly
            value={made.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(made.url)}>
              Copy address
            </Button>
            <a
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
              href={`${GOOGLE_ADD_BY_URL}${encodeURIComponent(made.webcalUrl)}`}
              target="_blank"
              rel="noreferrer"
            >
              Add to Google Calendar
            </a>
            <a className={buttonVariants({ size: 'sm', variant: 'outline' })} href={made.webcalUrl}>
              Open in Apple Calendar or Outlook
            </a>
          </div>
        </div>
      ) : state.data.active ? (
        <p className="text-slate-700">
          Your calendar address has been on since{' '}
          {formatInZone(state.data.createdAt ?? new Date().toISOString(), resolveTimeZone(), 'MMMM d, yyyy')}.
          We show an address only once; if you lost it, make a new one (the old one stops).
        </p>
      ) : null}
      {!state.isPending && !state.isError && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={state.data.active ? 'outline' : 'default'}
            disabled={busy}
            onClick={() => make.mutate()}
          >
            {state.data.active ? 'Make a new address' : 'Get my calendar address'}
          </Button>
          {state.data.active && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => stop.mutate()}>
              Stop this address
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

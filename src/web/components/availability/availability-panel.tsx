import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import type { AvailabilityState } from '@core/api/availability';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { availabilityQuery, type AvailabilityCalls } from './availability-api';
import { BusyCalendarCard } from './busy-calendar-card';
import { HoursForm } from './hours-form';
import { PlanSummary, planDayText } from './plan-summary';
import { TimeOffList } from './time-off-list';

/**
 * One instructor's availability: the hours in effect and those to come, what waits for the owner, a form for new
 * hours, and time off. The instructor sees it on `/instructor/hours`; the owner in the instructors screen, with
 * approval and the setting that decides whether the instructor's changes wait.
 */
export function AvailabilityPanel({ calls, name }: { calls: AvailabilityCalls; name?: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const query = availabilityQuery(calls);
  const state = useQuery(query);
  const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);
  const isOwner = calls.role === 'owner';
  const who = isOwner ? (name ?? 'This instructor') : 'You';
  const settle = (next: AvailabilityState) => queryClient.setQueryData(query.queryKey, next);
  const failed = (title: string) => (err: Error) =>
    toast({ title, description: err.message, variant: 'destructive' });

  const decide = useMutation({
    mutationFn: async (action: 'approve' | 'decline' | 'withdraw') => {
      const call =
        action === 'approve' ? calls.approve : action === 'decline' ? calls.decline : calls.withdraw;
      if (!call) throw new Error('Not yours to change');
      return call();
    },
    onSuccess: (next, action) => {
      settle(next);
      toast({
        title:
          action === 'approve'
            ? 'Hours approved'
            : action === 'decline'
              ? 'Hours declined'
              : 'Request taken back',
      });
    },
    onError: failed('Could not change the hours'),
  });
  const approval = useMutation({
    mutationFn: async (needsApproval: boolean) => {
      if (!calls.setNeedsApproval) throw new Error('Not yours to change');
      return calls.setNeedsApproval(needsApproval);
    },
    onSuccess: settle,
    onError: failed('Could not save the setting'),
  });

  if (state.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading the hours...
      </p>
    );
  if (state.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{state.error.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void state.refetch()}>
          Try again
        </Button>
      </div>
    );

  const { plans, pending, declined, timeOff, needsApproval } = state.data;
  const waits = !isOwner && needsApproval;
  const busy = decide.isPending || approval.isPending;

  return (
    <div className="space-y-6">
      {pending && (
        <section
          aria-labelledby={`${id}-pending`}
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h3 id={`${id}-pending`} className="font-bold text-amber-950">
            {isOwner ? `${who} asked for new hours` : 'Waiting for the owner'}
          </h3>
          <p className="text-sm text-amber-950">
            From {planDayText(pending.effectiveFrom)}.{' '}
            {isOwner
              ? 'Approve them and they apply from that day (or today, if it has passed).'
              : 'Your hours stay as they are until the owner approves these.'}
          </p>
          <PlanSummary plan={pending} />
          <div className="flex flex-wrap gap-2">
            {isOwner ? (
              <>
                <Button size="sm" disabled={busy} onClick={() => decide.mutate('approve')}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => decide.mutate('decline')}>
                  Decline
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => decide.mutate('withdraw')}>
                Take back this request
              </Button>
            )}
          </div>
        </section>
      )}
      {declined && !isOwner && (
        <section role="status" className="space-y-2 rounded-xl border border-slate-300 bg-slate-50 p-4">
          <p className="text-sm text-slate-900">
            The owner kept your earlier hours instead of the ones you asked for from{' '}
            {planDayText(declined.effectiveFrom)}. Talk to them, or send other hours below.
          </p>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => decide.mutate('withdraw')}>
            Dismiss
          </Button>
        </section>
      )}

      <section aria-labelledby={`${id}-now`} className="space-y-3">
        <h3 id={`${id}-now`} className="text-lg font-bold text-ocean-900">
          {isOwner ? 'Hours' : 'Your hours'}
        </h3>
        {plans.length === 0 ? (
          <p className="text-sm text-slate-700">No weekly hours yet.</p>
        ) : (
          <ol className="space-y-3">
            {plans.map((plan) => (
              <li key={plan.id} className="rounded-xl border border-slate-200 p-3">
                <p className="mb-1 font-semibold text-slate-900">
                  {plan.effectiveFrom <= today
                    ? `In effect since ${planDayText(plan.effectiveFrom)}`
                    : `From ${planDayText(plan.effectiveFrom)}`}
                </p>
                <PlanSummary plan={plan} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${id}-edit`} className="space-y-3">
        <h3 id={`${id}-edit`} className="text-lg font-bold text-ocean-900">
          {isOwner ? 'Set new hours' : 'Change your hours'}
        </h3>
        {waits && (
          <p className="text-sm text-slate-700">
            The owner approves changes to your hours before they apply.
          </p>
        )}
        <HoursForm
          key={pending?.id ?? plans.at(-1)?.id ?? 'none'}
          initial={pending ?? plans.at(-1) ?? null}
          today={today}
          submitLabel={waits ? 'Send to the owner' : 'Save hours'}
          onSubmit={async (input) => {
            const next = await calls.save(input);
            settle(next);
            toast({ title: waits ? 'Sent to the owner' : 'Hours saved' });
          }}
        />
      </section>

      <section aria-labelledby={`${id}-off`} className="space-y-3">
        <h3 id={`${id}-off`} className="text-lg font-bold text-ocean-900">
          Time off
        </h3>
        <p className="text-sm text-slate-700">
          Time off applies at once, without waiting for the owner. Lessons already booked on those days stay
          booked: tell the owner about them.
        </p>
        <TimeOffList
          timeOff={timeOff}
          today={today}
          onAdd={async (input) => {
            settle(await calls.addTimeOff(input));
            toast({ title: 'Time off added' });
          }}
          onRemove={async (timeOffId) => {
            settle(await calls.removeTimeOff(timeOffId));
            toast({ title: 'Time off removed' });
          }}
        />
      </section>

      <section aria-labelledby={`${id}-busy`} className="space-y-3">
        <h3 id={`${id}-busy`} className="text-lg font-bold text-ocean-900">
          Busy times from {isOwner ? 'their' : 'your'} calendar
        </h3>
        <BusyCalendarCard calls={calls.busyCalendar} />
      </section>

      {isOwner && (
        <label className="flex items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-6"
            checked={needsApproval}
            disabled={busy}
            onChange={(e) => approval.mutate(e.target.checked)}
          />
          <span>
            Ask me before {who}&apos;s changes to their hours apply
            <span className="block text-slate-700">
              Unticked, their changes apply at once. Time off always applies at once.
            </span>
          </span>
        </label>
      )}
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { AdminInstructor } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import {
  instructorAvailabilityCalls,
  pendingAvailabilityQuery,
} from '@web/features/admin/api/instructor-availability';

// Loaded when the owner first opens an instructor's availability: the admin area's first load does not carry it.
const AvailabilityPanel = lazy(() =>
  import('@web/components/availability/availability-panel').then((m) => ({ default: m.AvailabilityPanel })),
);

/** One instructor's hours, time off and approval setting, in a dialog over the instructors list. */
export function AvailabilityDialog({
  instructor,
  onClose,
}: {
  instructor: Pick<AdminInstructor, 'id' | 'name'> | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const calls = useMemo(() => instructor && instructorAvailabilityCalls(instructor.id), [instructor]);
  // Whatever the owner decided in the dialog, the waiting list above the table is asked again when it closes.
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: pendingAvailabilityQuery().queryKey }),
    [instructor, queryClient],
  );
  return (
    <Dialog
      open={instructor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={instructor ? `Availability of ${instructor.name}` : 'Availability'}
      wide
    >
      {instructor && calls && (
        <Suspense
          fallback={
            <p role="status" className="text-slate-700">
              Loading the hours...
            </p>
          }
        >
          <AvailabilityPanel calls={calls} name={instructor.name} />
        </Suspense>
      )}
    </Dialog>
  );
}

/** The instructors whose new hours wait for the owner, each with a button that opens them. */
export function PendingHours({ onReview }: { onReview: (who: { id: string; name: string }) => void }) {
  const pending = useQuery(pendingAvailabilityQuery());
  const waiting = pending.data?.instructors ?? [];
  if (!waiting.length) return null;
  return (
    <section
      aria-labelledby="pending-hours-heading"
      className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="pending-hours-heading" className="font-bold">
        New hours waiting for you ({waiting.length})
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {waiting.map((w) => (
          <li key={w.instructorId}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onReview({ id: w.instructorId, name: w.name })}
            >
              Review {w.name}&apos;s hours
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

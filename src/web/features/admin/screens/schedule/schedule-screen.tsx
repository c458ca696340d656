import { TZDate } from '@date-fns/tz';
import { addWeeks, format, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { SLOT_STATUSES } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import { useAdminInstructors } from '@web/features/admin/api/get-admin-instructors';
import { useWeekSchedule } from '@web/features/admin/api/get-week-schedule';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { BUSINESS_ZONE, day, dollars, humanize, time } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { SlotActions } from './slot-actions';
import { SlotSeriesForm } from './slot-series-form';

type SlotStatus = (typeof SLOT_STATUSES)[number];

const sundayOf = (offsetWeeks: number) =>
  format(
    addWeeks(startOfWeek(new TZDate(Date.now(), BUSINESS_ZONE), { weekStartsOn: 0 }), offsetWeeks),
    'yyyy-MM-dd',
  );

/** The week's lesson slots, filtered by instructor and status; new lessons are published from here. */
export function ScheduleScreen() {
  const [offset, setOffset] = useState(0);
  const [instructorId, setInstructorId] = useState('');
  const [status, setStatus] = useState<SlotStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const weekStart = sundayOf(offset);
  const instructors = useAdminInstructors();
  const slots = useWeekSchedule({
    weekStart,
    instructorId: instructorId || undefined,
    status: status || undefined,
  });
  const items = slots.data?.slots ?? [];
  const tomorrow = format(new TZDate(Date.now() + 86_400_000, BUSINESS_ZONE), 'yyyy-MM-dd');

  return (
    <div>
      <ScreenHeader
        title="Schedule"
        lead="Lesson slots by week, New York time. Published slots appear on the booking calendar at once."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> New Lessons
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous week"
            onClick={() => setOffset(offset - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-44 text-center font-semibold text-ocean-900" aria-live="polite">
            Week of {day(`${weekStart}T12:00:00Z`)}
          </p>
          <Button variant="outline" size="icon" aria-label="Next week" onClick={() => setOffset(offset + 1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          {offset !== 0 && (
            <Button variant="link" size="sm" onClick={() => setOffset(0)}>
              This week
            </Button>
          )}
        </div>
        <Field id="schedule-instructor" label="Instructor" className="sm:ml-auto sm:w-52">
          <Select value={instructorId} onChange={(e) => setInstructorId(e.target.value)}>
            <option value="">All instructors</option>
            {instructors.data?.items.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="schedule-status" label="Status" className="sm:w-44">
          <Select value={status} onChange={(e) => setStatus(e.target.value as SlotStatus | '')}>
            <option value="">All statuses</option>
            {SLOT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {humanize(s)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DataTable
        columns={['When', 'Lesson', 'Instructor and venue', 'Seats', 'Price', 'Status']}
        actions
        emptyText="No lesson slots this week."
        results={{ loading: slots.isLoading, error: slots.error, empty: !items.length }}
      >
        {items.map((s) => (
          <tr key={s.id} data-testid="admin-slot-row">
            <td className={td}>
              <p className="font-medium">{day(s.startTime)}</p>
              <p className="text-xs text-slate-600">
                {time(s.startTime)}-{time(s.endTime)}
              </p>
            </td>
            <td className={td}>{lessonTypeLabel(s.lessonType)}</td>
            <td className={td}>
              <p>{s.instructorName}</p>
              <p className="text-xs text-slate-600">{s.venueName}</p>
            </td>
            <td className={td}>
              {s.bookedCount}/{s.capacity}
            </td>
            <td className={td}>{dollars(s.basePriceCents)}</td>
            <td className={td}>
              <StatusBadge status={s.status} />
            </td>
            <td className={td}>
              <SlotActions slot={s} />
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="mt-2 text-sm text-slate-600">
        {items.length} slot{items.length === 1 ? '' : 's'} this week.
      </p>
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="Publish lesson slots"
        description="Create one lesson time or a weekly series."
        wide
      >
        <SlotSeriesForm firstDay={tomorrow} onDone={() => setCreating(false)} />
      </Dialog>
    </div>
  );
}

import { TZDate } from '@date-fns/tz';
import { useQuery } from '@tanstack/react-query';
import { addWeeks, format, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminInstructor, AdminSlot } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { adminGet, queryString } from '../api/admin-client';
import { useAdminItems } from '../hooks/use-admin-items';
import { AdminDialog } from './admin-dialog';
import { DataTable } from './data-table';
import { BUSINESS_ZONE, day, dollars, humanize, time } from './format';
import { inputClass, ScreenHeader, StatusBadge, td } from './parts';
import { SlotActions } from './slot-actions';
import { SlotSeriesForm } from './slot-series-form';

const sundayOf = (offsetWeeks: number) =>
  format(
    addWeeks(startOfWeek(new TZDate(Date.now(), BUSINESS_ZONE), { weekStartsOn: 0 }), offsetWeeks),
    'yyyy-MM-dd',
  );

export function ScheduleScreen() {
  const [offset, setOffset] = useState(0);
  const [instructorId, setInstructorId] = useState('');
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  const weekStart = sundayOf(offset);
  const instructors = useAdminItems<AdminInstructor>('instructors');
  const params = { weekStart, instructorId, status };
  const slots = useQuery({
    queryKey: ['admin', 'slots', params],
    queryFn: () => adminGet<{ slots: AdminSlot[] }>(`/api/admin/slots${queryString(params)}`),
    staleTime: 0,
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
        <label className="text-sm font-medium text-slate-800 sm:ml-auto sm:w-52">
          Instructor
          <select
            className={`${inputClass} mt-1`}
            value={instructorId}
            onChange={(e) => setInstructorId(e.target.value)}
          >
            <option value="">All instructors</option>
            {instructors.data?.items.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800 sm:w-44">
          Status
          <select className={`${inputClass} mt-1`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            {['available', 'unavailable', 'cancelled'].map((s) => (
              <option key={s} value={s}>
                {humanize(s)}
              </option>
            ))}
          </select>
        </label>
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
      <AdminDialog
        open={creating}
        onOpenChange={setCreating}
        title="Publish lesson slots"
        description="Create one lesson time or a weekly series."
        wide
      >
        <SlotSeriesForm firstDay={tomorrow} onDone={() => setCreating(false)} />
      </AdminDialog>
    </div>
  );
}

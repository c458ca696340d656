import { useState } from 'react';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { spotsLeft } from '@core/rules/slots';
import { Button } from '@web/components/ui/button';
import { listLessonRequests } from '@web/features/admin/api/list-lesson-requests';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { day, time, when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { Toolbar } from '@web/features/admin/shared/toolbar';
import { DecisionDialog, type Decision } from './decision-dialog';

export function RequestsScreen() {
  const list = useAdminList('lesson-requests', listLessonRequests);
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <div>
      <ScreenHeader
        title="Lesson Requests"
        lead="Requests from the booking calendar. Approving books the seats; declining sends your message."
      />
      <Toolbar
        searchLabel="Search by code, name, email or phone"
        {...list.filters}
        statuses={['pending_approval', 'approved', 'declined']}
      />
      <DataTable
        columns={['Request', 'Customer', 'Requested times', 'Status']}
        actions
        emptyText="No lesson requests match."
        results={list.results}
      >
        {list.items.map((r) => (
          <tr key={r.id}>
            <td className={td}>
              <p className="font-semibold">{r.requestCode}</p>
              <p className="text-xs text-slate-600">
                {lessonTypeLabel(r.lessonType)}, {r.swimmers} swimmer{r.swimmers === 1 ? '' : 's'}
              </p>
              <p className="text-xs text-slate-600">Received {when(r.createdAt)}</p>
            </td>
            <td className={td}>
              <p className="font-medium">
                {r.firstName} {r.lastName}
              </p>
              <p className="text-xs">
                <a className="text-ocean-700 underline" href={`mailto:${r.email}`}>
                  {r.email}
                </a>
              </p>
              <p className="text-xs">{r.phone}</p>
            </td>
            <td className={td}>
              {r.slots.length ? (
                <ul className="space-y-1 text-xs">
                  {r.slots.map((s) => (
                    <li key={s.id}>
                      <span className="font-medium">
                        {day(s.startTime)} {time(s.startTime)}-{time(s.endTime)}
                      </span>
                      , {s.instructorName}, {s.venueName}{' '}
                      {r.status === 'pending_approval' &&
                        (s.bookable ? (
                          <span className="text-emerald-800">({spotsLeft(s)} open)</span>
                        ) : (
                          <span className="font-semibold text-red-700">(no longer available)</span>
                        ))}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-xs">Dates: {r.dates.join(', ')}</p>
              )}
            </td>
            <td className={td}>
              <StatusBadge status={r.status} />
              {r.bookingReference && <p className="mt-1 text-xs">Booking {r.bookingReference}</p>}
              {r.decisionMessage && (
                <p className="mt-1 max-w-48 text-xs text-slate-600">“{r.decisionMessage}”</p>
              )}
            </td>
            <td className={td}>
              {r.status === 'pending_approval' && (
                <div className="flex flex-col gap-1">
                  <Button
                    size="sm"
                    onClick={() => setDecision({ request: r, kind: 'approve' })}
                    aria-label={`Approve ${r.requestCode}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDecision({ request: r, kind: 'decline' })}
                    aria-label={`Decline ${r.requestCode}`}
                  >
                    Decline
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}

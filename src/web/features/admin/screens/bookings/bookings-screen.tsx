import { useNavigate, useParams } from 'react-router';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { listAdminBookings } from '@web/features/admin/api/list-admin-bookings';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { dollars, when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { Toolbar } from '@web/features/admin/shared/toolbar';
import { BookingDetail } from './booking-detail';

/** The bookings list; `/admin/bookings/<id>` opens one booking over it, so an email can link straight to it. */
export function BookingsScreen() {
  const list = useAdminList('bookings', listAdminBookings);
  const open = useParams()['*'] || null;
  const navigate = useNavigate();
  const setOpen = (id: string | null) => navigate(id ? `/admin/bookings/${id}` : '/admin/bookings');
  return (
    <div>
      <ScreenHeader title="Bookings" lead="Every booking with its lessons, swimmers and payments." />
      <Toolbar
        searchLabel="Search by reference, name or email"
        {...list.filters}
        statuses={['confirmed', 'pending_payment', 'cancelled', 'refunded', 'expired', 'voided']}
      />
      <DataTable
        columns={['Reference', 'Customer', 'First lesson', 'Total', 'Status']}
        emptyText="No bookings match."
        results={list.results}
      >
        {list.items.map((b) => (
          <tr key={b.id}>
            <td className={td}>
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setOpen(b.id)}>
                {b.reference}
              </Button>
              <p className="text-xs text-slate-600">
                {lessonTypeLabel(b.lessonType)}, {b.swimmersCount} swimmer(s)
              </p>
            </td>
            <td className={td}>
              <p>{b.customerName}</p>
              <p className="text-xs text-slate-600">{b.customerEmail}</p>
            </td>
            <td className={td}>{when(b.firstLessonAt)}</td>
            <td className={td}>{dollars(b.totalCents)}</td>
            <td className={td}>
              <StatusBadge status={b.status} />
            </td>
          </tr>
        ))}
      </DataTable>
      {open && <BookingDetail id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoupon } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { adminGet } from '../api/admin-client';
import { useLocalTable } from '../hooks/use-local-table';
import { AdminDialog } from './admin-dialog';
import { CouponForm } from './coupon-form';
import { dollars, when } from './format';
import { Pagination, ScreenHeader, StatusBadge, TableState, td, th, Toolbar } from './parts';

const discount = (c: AdminCoupon) =>
  c.type === 'percentage'
    ? `${c.value}% off`
    : c.type === 'fixed'
      ? `${dollars(c.value)} off`
      : 'One lesson free';

function Redemptions({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { data, isLoading } = useQuery({
    queryKey: ['admin', 'redemptions', coupon.id],
    queryFn: () =>
      adminGet<{
        items: {
          id: string;
          bookingReference: string;
          customerEmail: string;
          discountCents: number;
          createdAt: string;
        }[];
      }>(`/api/admin/coupons/${coupon.id}/redemptions`),
  });
  return (
    <AdminDialog open onOpenChange={(o) => !o && onClose()} title={`Redemptions of ${coupon.code}`}>
      {isLoading ? (
        <p aria-busy="true">Loading...</p>
      ) : !data?.items.length ? (
        <p className="text-slate-600">Not used yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {data.items.map((r) => (
            <li key={r.id} className="py-2">
              {r.bookingReference}, {r.customerEmail}: {dollars(r.discountCents)} off, {when(r.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}

export function CouponsScreen() {
  const { data, isLoading, error } = useQuery({
    queryKey: ['admin', 'coupons'],
    queryFn: () => adminGet<{ items: AdminCoupon[] }>('/api/admin/coupons'),
  });
  const table = useLocalTable(data?.items, (c) => `${c.code} ${c.name}`);
  const [editing, setEditing] = useState<AdminCoupon | null | 'new'>(null);
  const [usage, setUsage] = useState<AdminCoupon | null>(null);
  return (
    <div>
      <ScreenHeader
        title="Coupons"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> New Coupon
          </Button>
        }
      />
      <Toolbar searchLabel="Search by code or name" search={table.search} onSearch={table.setSearch} />
      <TableState loading={isLoading} error={error} empty={!table.items.length} emptyText="No coupons match.">
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={th}>Code</th>
              <th className={th}>Discount</th>
              <th className={th}>Rules</th>
              <th className={th}>Used</th>
              <th className={th}>Status</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.items.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <p className="font-mono font-semibold">{c.code}</p>
                  <p className="text-xs text-slate-600">{c.name}</p>
                </td>
                <td className={td}>{discount(c)}</td>
                <td className={`${td} text-xs`}>
                  {c.startsAt || c.endsAt ? (
                    <p>
                      {when(c.startsAt)} to {when(c.endsAt)}
                    </p>
                  ) : (
                    <p>No time limit</p>
                  )}
                  <p>
                    {c.lessonTypes?.length
                      ? c.lessonTypes.map(lessonTypeLabel).join(', ')
                      : 'All lesson types'}
                  </p>
                  {c.firstTimeOnly && <p>First-time customers only</p>}
                </td>
                <td className={td}>
                  {c.redemptions}
                  {c.usageLimit ? ` / ${c.usageLimit}` : ''}
                </td>
                <td className={td}>
                  <StatusBadge status={c.active ? 'active' : 'inactive'} />
                </td>
                <td className={td}>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(c)}
                      aria-label={`Edit ${c.code}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setUsage(c)}
                      aria-label={`Redemptions of ${c.code}`}
                    >
                      Usage
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      <Pagination page={table.page} pageSize={table.pageSize} total={table.total} onPage={table.setPage} />
      <AdminDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'New coupon' : 'Edit coupon'}
        wide
      >
        {editing !== null && (
          <CouponForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </AdminDialog>
      {usage && <Redemptions coupon={usage} onClose={() => setUsage(null)} />}
    </div>
  );
}

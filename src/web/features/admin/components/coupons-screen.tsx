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
import { DataTable } from './data-table';
import { dollars, when } from './format';
import { ScreenHeader, StatusBadge, td, Toolbar } from './parts';
import { EditButton, EditorDialog, type Editing } from './record-editor';

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
  const table = useLocalTable<AdminCoupon>('coupons', (c) => `${c.code} ${c.name}`);
  const [editing, setEditing] = useState<Editing<AdminCoupon>>(null);
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
      <Toolbar searchLabel="Search by code or name" {...table.filters} />
      <DataTable
        columns={['Code', 'Discount', 'Rules', 'Used', 'Status']}
        actions
        emptyText="No coupons match."
        results={table.results}
      >
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
                {c.lessonTypes?.length ? c.lessonTypes.map(lessonTypeLabel).join(', ') : 'All lesson types'}
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
                <EditButton name={c.code} onClick={() => setEditing(c)} />
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
      </DataTable>
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'New coupon', edit: 'Edit coupon' }}
        wide
        form={(initial) => <CouponForm initial={initial} onDone={() => setEditing(null)} />}
      />
      {usage && <Redemptions coupon={usage} onClose={() => setUsage(null)} />}
    </div>
  );
}

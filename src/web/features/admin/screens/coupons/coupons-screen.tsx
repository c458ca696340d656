import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoupon } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { useAdminCoupons } from '@web/features/admin/api/get-admin-coupons';
import { useLocalTable } from '@web/features/admin/hooks/use-local-table';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { dollars, when } from '@web/features/admin/shared/format';
import { EditButton, EditorDialog, type Editing } from '@web/features/admin/shared/record-editor';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { Toolbar } from '@web/features/admin/shared/toolbar';
import { CouponForm } from './coupon-form';
import { CouponRedemptions } from './coupon-redemptions';

const discount = (c: AdminCoupon) =>
  c.type === 'percentage'
    ? `${c.value}% off`
    : c.type === 'fixed'
      ? `${dollars(c.value)} off`
      : 'One lesson free';

export function CouponsScreen() {
  const table = useLocalTable(useAdminCoupons(), (c) => `${c.code} ${c.name}`);
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
      {usage && <CouponRedemptions coupon={usage} onClose={() => setUsage(null)} />}
    </div>
  );
}

import type { AdminCoupon } from '@core/api/admin';
import { Dialog } from '@web/components/ui/dialog';
import { useCouponRedemptions } from '@web/features/admin/api/get-coupon-redemptions';
import { dollars, when } from '@web/features/admin/shared/format';

/** Who used a coupon: each booking, its customer, what the coupon took off and when. */
export function CouponRedemptions({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { data, isLoading } = useCouponRedemptions(coupon.id);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Redemptions of ${coupon.code}`}>
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
    </Dialog>
  );
}

import { useSlotRoster } from '@web/features/admin/api/get-slot-roster';

/** Who is booked on one lesson: each booking's contact, seats and swimmers. */
export function SlotRoster({ slotId }: { slotId: string }) {
  const { data, isLoading } = useSlotRoster(slotId);
  if (isLoading) return <p aria-busy="true">Loading...</p>;
  if (!data?.bookings.length) return <p className="text-slate-600">No one is booked on this lesson.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {data.bookings.map((b) => (
        <li key={b.bookingId} className="py-2">
          <p className="font-medium">
            {b.customerName} ({b.seats} seat{b.seats === 1 ? '' : 's'}), {b.reference}
          </p>
          <p className="text-slate-600">
            {b.customerEmail}
            {b.customerPhone ? `, ${b.customerPhone}` : ''}
          </p>
          {b.swimmers.length > 0 && <p className="text-slate-600">Swimmers: {b.swimmers.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
}

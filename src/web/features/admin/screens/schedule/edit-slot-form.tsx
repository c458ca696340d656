import { useState } from 'react';
import type { AdminSlot } from '@core/api/admin';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { updateSlot } from '@web/features/admin/api/update-slot';
import { fieldErrorsOf, useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { FormActions } from '@web/features/admin/shared/form-actions';

type EditableStatus = 'available' | 'unavailable';

/** A published lesson's capacity, price and whether it can be booked. */
export function EditSlotForm({ slot, onDone }: { slot: AdminSlot; onDone: () => void }) {
  const [capacity, setCapacity] = useState(slot.capacity);
  const [price, setPrice] = useState((slot.basePriceCents / 100).toFixed(2));
  const [status, setStatus] = useState<EditableStatus>(
    slot.status === 'unavailable' ? 'unavailable' : 'available',
  );
  const save = useAdminAction(updateSlot, () => 'Lesson slot updated');
  const errors = fieldErrorsOf(save.error);
  const id = (name: string) => `slot-${slot.id}-${name}`;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: slot.id, capacity, basePriceCents: Math.round(Number(price) * 100), status },
          { onSuccess: onDone },
        );
      }}
    >
      <Field
        id={id('capacity')}
        label="Capacity"
        error={errors.capacity}
        hint={`${slot.bookedCount} seat(s) taken`}
      >
        <Input
          type="number"
          min={1}
          max={50}
          value={capacity}
          onChange={(e) => setCapacity(Number(e.target.value))}
        />
      </Field>
      <Field id={id('price')} label="Price per swimmer (USD)" error={errors.basePriceCents}>
        <Input type="number" min={0} step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
      </Field>
      <Field id={id('status')} label="Status">
        <Select value={status} onChange={(e) => setStatus(e.target.value as EditableStatus)}>
          <option value="available">Available (bookable)</option>
          <option value="unavailable">Unavailable (hidden from booking)</option>
        </Select>
      </Field>
      <FormActions onCancel={onDone} submitText="Save Changes" disabled={save.isPending} />
    </form>
  );
}

import { Minus, Plus } from 'lucide-react';
import type { AddOnSelection } from '@core/api/bookings';
import { ADD_ONS, addOnMaxQuantity, isAddOnAvailableFor } from '@core/catalog/add-ons';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { formatCents } from '@core/rules/pricing';
import { Button } from '@web/components/ui/button';
import { StepHeading } from './fields';

/** Step 3. Extras offered with this lesson type; quantity 0 up to each item's maximum, and 0 removes it. */
export function StepAddOns({
  lessonType,
  selected,
  onChange,
}: {
  lessonType: LessonTypeId;
  selected: AddOnSelection[];
  onChange: (next: AddOnSelection[]) => void;
}) {
  const available = ADD_ONS.filter((a) => isAddOnAvailableFor(a, lessonType));
  const quantityOf = (id: string) => selected.find((s) => s.id === id)?.quantity ?? 0;
  const setQuantity = (id: string, quantity: number) => {
    const rest = selected.filter((s) => s.id !== id);
    onChange(quantity > 0 ? [...rest, { id, quantity }] : rest);
  };
  return (
    <div>
      <StepHeading>Add-Ons & Extras</StepHeading>
      <p className="mt-1 text-sm text-slate-700">
        Optional extras for your lessons. Skip this step if you need nothing extra.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {available.map((addOn) => {
          const qty = quantityOf(addOn.id);
          const max = addOnMaxQuantity(addOn);
          return (
            <li
              key={addOn.id}
              className={`rounded-xl border p-4 ${qty > 0 ? 'border-ocean-800 bg-ocean-50' : 'border-slate-200 bg-white'}`}
            >
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold text-slate-900">{addOn.name}</h3>
                  <p className="text-sm text-slate-700">{addOn.description}</p>
                </div>
                <span className="font-semibold text-ocean-800">{formatCents(addOn.price)}</span>
              </div>
              <div
                className="mt-3 flex items-center gap-2"
                role="group"
                aria-label={`${addOn.name} quantity`}
              >
                <Button
                  variant="outline"
                  size="icon"
                  className="size-9"
                  disabled={qty === 0}
                  onClick={() => setQuantity(addOn.id, qty - 1)}
                  aria-label={`Remove one ${addOn.name}`}
                >
                  <Minus aria-hidden="true" />
                </Button>
                <output
                  className="w-8 text-center font-semibold"
                  aria-live="polite"
                  aria-label={`${addOn.name} quantity`}
                >
                  {qty}
                </output>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-9"
                  disabled={qty >= max}
                  onClick={() => setQuantity(addOn.id, qty + 1)}
                  aria-label={`Add one ${addOn.name}`}
                >
                  <Plus aria-hidden="true" />
                </Button>
                <span className="text-xs text-slate-600">max {max}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

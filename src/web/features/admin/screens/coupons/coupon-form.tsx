import { useState } from 'react';
import type { AdminCoupon, CouponInput } from '@core/api/admin';
import { LESSON_TYPES, type LessonTypeId } from '@core/catalog/lesson-types';
import { formatInZone } from '@core/rules/timezones';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { saveCoupon } from '@web/features/admin/api/save-coupon';
import { fieldErrorsOf, useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { CheckboxField } from '@web/features/admin/shared/checkbox-field';
import { FormActions } from '@web/features/admin/shared/form-actions';
import { BUSINESS_ZONE } from '@web/features/admin/shared/format';

const toLocalInput = (iso: string | null) =>
  iso ? formatInZone(iso, BUSINESS_ZONE, "yyyy-MM-dd'T'HH:mm") : '';
// The owner types New York wall-clock times; the browser's own zone must not shift them.
const fromLocalInput = (value: string) => {
  if (!value) return null;
  const guess = new Date(`${value}:00Z`);
  const shown = formatInZone(guess, BUSINESS_ZONE, "yyyy-MM-dd'T'HH:mm");
  const drift = new Date(`${shown}:00Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - drift).toISOString();
};

/** Add or edit a coupon: its code, the discount, when and for which lessons it works, and how often. */
export function CouponForm({ initial, onDone }: { initial: AdminCoupon | null; onDone: () => void }) {
  const [form, setForm] = useState({
    code: initial?.code ?? '',
    name: initial?.name ?? '',
    type: initial?.type ?? 'percentage',
    value: initial
      ? initial.type === 'fixed'
        ? (initial.value / 100).toFixed(2)
        : String(initial.value)
      : '10',
    startsAt: toLocalInput(initial?.startsAt ?? null),
    endsAt: toLocalInput(initial?.endsAt ?? null),
    lessonTypes: (initial?.lessonTypes ?? []) as LessonTypeId[],
    usageLimit: initial?.usageLimit ? String(initial.usageLimit) : '',
    firstTimeOnly: initial?.firstTimeOnly ?? false,
    active: initial?.active ?? true,
  });
  const save = useAdminAction(
    (input: CouponInput) => saveCoupon(initial?.id ?? null, input),
    () => (initial ? 'Coupon updated' : 'Coupon created'),
  );
  const errors = fieldErrorsOf(save.error);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm({ ...form, [k]: v });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            code: form.code,
            name: form.name,
            type: form.type,
            value:
              form.type === 'fixed'
                ? Math.round(Number(form.value) * 100)
                : form.type === 'free_lesson'
                  ? 0
                  : Number(form.value),
            startsAt: fromLocalInput(form.startsAt),
            endsAt: fromLocalInput(form.endsAt),
            lessonTypes: form.lessonTypes,
            usageLimit: form.usageLimit ? Number(form.usageLimit) : null,
            firstTimeOnly: form.firstTimeOnly,
            active: form.active,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="coupon-code" label="Code" error={errors.code}>
          <Input
            className="uppercase"
            value={form.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            required
          />
        </Field>
        <Field id="coupon-name" label="Name" error={errors.name}>
          <Input value={form.name} onChange={(e) => set('name', e.target.value)} required />
        </Field>
        <Field id="coupon-type" label="Type" error={errors.type}>
          <Select value={form.type} onChange={(e) => set('type', e.target.value as AdminCoupon['type'])}>
            <option value="percentage">Percentage off</option>
            <option value="fixed">Fixed amount off</option>
            <option value="free_lesson">Free lesson</option>
          </Select>
        </Field>
        {form.type !== 'free_lesson' && (
          <Field
            id="coupon-value"
            label={form.type === 'fixed' ? 'Amount off (USD)' : 'Percent off'}
            error={errors.value}
          >
            <Input
              type="number"
              min={0}
              step={form.type === 'fixed' ? '0.01' : '1'}
              value={form.value}
              onChange={(e) => set('value', e.target.value)}
              required
            />
          </Field>
        )}
        <Field id="coupon-starts" label="Starts (New York time, optional)" error={errors.startsAt}>
          <Input
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
          />
        </Field>
        <Field id="coupon-ends" label="Ends (New York time, optional)" error={errors.endsAt}>
          <Input type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
        </Field>
        <Field id="coupon-usage-limit" label="Usage limit (optional)" error={errors.usageLimit}>
          <Input
            type="number"
            min={1}
            value={form.usageLimit}
            onChange={(e) => set('usageLimit', e.target.value)}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Lesson types (none checked: all)</legend>
        <div className="mt-1 grid grid-cols-2 gap-1 text-sm">
          {LESSON_TYPES.map((t) => (
            <label key={t.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={form.lessonTypes.includes(t.id)}
                onChange={(e) =>
                  set(
                    'lessonTypes',
                    e.target.checked
                      ? [...form.lessonTypes, t.id]
                      : form.lessonTypes.filter((x) => x !== t.id),
                  )
                }
              />{' '}
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label="First-time customers only"
        checked={form.firstTimeOnly}
        onChecked={(v) => set('firstTimeOnly', v)}
      />
      <CheckboxField label="Active" checked={form.active} onChecked={(v) => set('active', v)} />
      <FormActions onCancel={onDone} submitText="Save Coupon" disabled={save.isPending} />
    </form>
  );
}

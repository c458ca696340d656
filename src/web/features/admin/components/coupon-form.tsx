import { useState } from 'react';
import type { AdminCoupon } from '@core/api/admin';
import { LESSON_TYPES } from '@core/catalog/lesson-types';
import { formatInZone } from '@core/rules/timezones';
import { adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { BUSINESS_ZONE } from './format';
import { CheckboxField, Field, FormActions, TextField } from './form-parts';
import { inputClass } from './parts';

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
    lessonTypes: initial?.lessonTypes ?? [],
    usageLimit: initial?.usageLimit ? String(initial.usageLimit) : '',
    firstTimeOnly: initial?.firstTimeOnly ?? false,
    active: initial?.active ?? true,
  });
  const save = useAdminAction(
    () =>
      adminSend(
        initial ? 'PUT' : 'POST',
        initial ? `/api/admin/coupons/${initial.id}` : '/api/admin/coupons',
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
      ),
    () => (initial ? 'Coupon updated' : 'Coupon created'),
  );
  const errors = fieldErrorsOf(save.error);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm({ ...form, [k]: v });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Code"
          error={errors.code}
          className="uppercase"
          value={form.code}
          onValue={(v) => set('code', v.toUpperCase())}
          required
        />
        <TextField
          label="Name"
          error={errors.name}
          value={form.name}
          onValue={(v) => set('name', v)}
          required
        />
        <Field label="Type" error={errors.type}>
          <select
            className={inputClass}
            value={form.type}
            onChange={(e) => set('type', e.target.value as AdminCoupon['type'])}
          >
            <option value="percentage">Percentage off</option>
            <option value="fixed">Fixed amount off</option>
            <option value="free_lesson">Free lesson</option>
          </select>
        </Field>
        {form.type !== 'free_lesson' && (
          <TextField
            label={form.type === 'fixed' ? 'Amount off (USD)' : 'Percent off'}
            error={errors.value}
            type="number"
            min={0}
            step={form.type === 'fixed' ? '0.01' : '1'}
            value={form.value}
            onValue={(v) => set('value', v)}
            required
          />
        )}
        <TextField
          label="Starts (New York time, optional)"
          error={errors.startsAt}
          type="datetime-local"
          value={form.startsAt}
          onValue={(v) => set('startsAt', v)}
        />
        <TextField
          label="Ends (New York time, optional)"
          error={errors.endsAt}
          type="datetime-local"
          value={form.endsAt}
          onValue={(v) => set('endsAt', v)}
        />
        <TextField
          label="Usage limit (optional)"
          error={errors.usageLimit}
          type="number"
          min={1}
          value={form.usageLimit}
          onValue={(v) => set('usageLimit', v)}
        />
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

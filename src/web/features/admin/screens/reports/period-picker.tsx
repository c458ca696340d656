import { useState } from 'react';
import type { ReportQuery } from '@core/api/reports';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { PERIOD_PRESETS, presetOf, presetPeriod } from './report-period';

/**
 * The period and how to cut it. A preset applies at once; typed dates apply with "Show", so a half-typed date is
 * never sent. `byChoice` is off for payroll, which has no weeks or months.
 */
export function PeriodPicker({
  value,
  onChange,
  byChoice = true,
}: {
  value: ReportQuery;
  onChange: (next: ReportQuery) => void;
  byChoice?: boolean;
}) {
  const [draft, setDraft] = useState({ from: value.from, to: value.to });
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // A new period from outside (a preset, the address): the typed dates follow it.
    setShown(value);
    setDraft({ from: value.from, to: value.to });
  }
  const invalid = !draft.from || !draft.to || draft.to < draft.from;
  return (
    <form
      aria-label="Report period"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!invalid) onChange({ ...value, ...draft });
      }}
    >
      <Field id="report-preset" label="Period">
        <Select
          value={presetOf(value)}
          onChange={(e) => e.target.value !== 'custom' && onChange(presetPeriod(e.target.value))}
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">Dates below</option>
        </Select>
      </Field>
      <Field id="report-from" label="From">
        <Input
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </Field>
      <Field id="report-to" label="To">
        <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </Field>
      {byChoice && (
        <Field id="report-by" label="By">
          <Select
            value={value.by}
            onChange={(e) => onChange({ ...value, by: e.target.value === 'month' ? 'month' : 'week' })}
          >
            <option value="week">Week</option>
            <option value="month">Month</option>
          </Select>
        </Field>
      )}
      <Button type="submit" variant="outline" disabled={invalid}>
        Show
      </Button>
    </form>
  );
}

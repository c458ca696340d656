import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import type { FamilySwimmerProgress } from '@core/api/family';
import type { SaveState } from '../hooks/use-progress-saver';

export const PAGE_ONLY = '';

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state.kind === 'saving' || state.kind === 'waiting')
    return (
      <span className="flex items-center gap-1.5 text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Saving...
      </span>
    );
  if (state.kind === 'saved')
    return (
      <span className="flex items-center gap-1.5 font-semibold text-teal-800">
        <Check className="size-4" aria-hidden="true" /> Saved
      </span>
    );
  if (state.kind === 'failed')
    return (
      <span className="flex flex-wrap items-center gap-2 text-red-700">
        <AlertCircle className="size-4" aria-hidden="true" /> Not saved: {state.message}
        <Button size="sm" variant="outline" onClick={onRetry}>
          Save again
        </Button>
      </span>
    );
  return null;
}

/** Signed in: whose milestones the checklist shows and saves, and whether the last change is saved. */
export function SwimmerPicker({
  swimmers,
  value,
  onChange,
  saveState,
  onRetry,
}: {
  swimmers: readonly FamilySwimmerProgress[];
  value: string;
  onChange: (key: string) => void;
  saveState: SaveState;
  onRetry: () => void;
}) {
  return (
    <div className="rounded-2xl border border-teal-200 bg-teal-50 p-4">
      <Field id="progress-swimmer" label="Swimmer">
        <Select value={value} onChange={(e) => onChange(e.target.value)}>
          {swimmers.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
          <option value={PAGE_ONLY}>Someone else (not saved)</option>
        </Select>
      </Field>
      <div className="mt-2 min-h-6 text-sm" role="status">
        {value !== PAGE_ONLY && <SaveStatus state={saveState} onRetry={onRetry} />}
      </div>
    </div>
  );
}

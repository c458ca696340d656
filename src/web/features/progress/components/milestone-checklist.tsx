import { Check } from 'lucide-react';
import type { SignedMilestone } from '@core/api/instructor';
import type { Milestone } from '@core/catalog/levels';
import { signedOffDate } from '@web/lib/signed-milestones';

/**
 * The level's eight milestones as checkboxes. One an instructor signed off in a lesson is checked for good: the
 * family cannot untick it, and it says who signed it off and when.
 */
export function MilestoneChecklist({
  milestones,
  checked,
  signedOff = new Map(),
  onToggle,
}: {
  milestones: readonly Milestone[];
  checked: ReadonlySet<string>;
  signedOff?: ReadonlyMap<string, SignedMilestone>;
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-bold text-ocean-900">Milestones</legend>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {milestones.map((m) => {
          const signOff = signedOff.get(m.id);
          const isChecked = Boolean(signOff) || checked.has(m.id);
          return (
            <li key={m.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:disabled]:cursor-default has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sun-500">
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={isChecked}
                  disabled={Boolean(signOff)}
                  onChange={() => onToggle(m.id)}
                />
                <span
                  className="flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-slate-400 bg-white text-white peer-checked:border-teal-700 peer-checked:bg-teal-700"
                  aria-hidden="true"
                >
                  {isChecked && <Check className="size-4" strokeWidth={3} />}
                </span>
                <span className="text-sm font-medium text-slate-800">
                  {m.text}
                  {signOff && (
                    <span className="block text-xs font-normal text-teal-900">
                      Signed off by {signOff.instructorName} on {signedOffDate(signOff.signedAt)}
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

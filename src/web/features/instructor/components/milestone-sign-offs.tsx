import type { DaySheetSwimmer } from '@core/api/instructor';
import { swimmerLevel } from '../lib/day-sheet-format';

/**
 * The eight milestones of the swimmer's level. Ones signed off in an earlier lesson show as done and cannot be
 * changed here; ones signed off in this lesson can be unticked again.
 */
export function MilestoneSignOffs({
  swimmer,
  disabled,
  onToggle,
}: {
  swimmer: DaySheetSwimmer;
  disabled: boolean;
  onToggle: (milestoneId: string) => void;
}) {
  const level = swimmerLevel(swimmer.level);
  if (!level)
    return (
      <p className="text-sm text-slate-700">
        No milestones to sign off until {swimmer.name}&rsquo;s level is set.
      </p>
    );
  const before = new Set(swimmer.signedOffBefore);
  const here = new Set(swimmer.signedOffHere);
  const done = level.milestones.filter((m) => before.has(m.id) || here.has(m.id)).length;
  return (
    <fieldset>
      <legend className="text-sm font-bold text-ocean-900">
        Milestones of {swimmer.name}: {level.level}, <span className="capitalize">{level.id}</span>
      </legend>
      <p className="text-xs text-slate-600">
        {done} of {level.milestones.length} signed off
      </p>
      <ul className="mt-2 space-y-1.5">
        {level.milestones.map((m) => {
          const earlier = before.has(m.id);
          return (
            <li key={m.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:disabled]:opacity-80">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-teal-700"
                  checked={earlier || here.has(m.id)}
                  disabled={disabled || earlier}
                  onChange={() => onToggle(m.id)}
                />
                <span className="text-slate-800">
                  {m.text}
                  {earlier && <span className="block text-xs text-slate-600">Signed off before</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

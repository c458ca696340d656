import { WEEKDAY_NAMES, type AvailabilityPlan } from '@core/api/availability';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { formatDayKey } from '@core/rules/timezones';
import { workingHoursText } from '@web/lib/working-hours';

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const planDayText = (key: string) => formatDayKey(key, 'EEEE, MMMM d, yyyy');

/** A set of hours in words: each working day's ranges, then what is taught and the limits. */
export function PlanSummary({ plan }: { plan: AvailabilityPlan }) {
  const days = WEEK_ORDER.map((weekday) => ({
    weekday,
    ranges: plan.hours.filter((h) => h.weekday === weekday),
  })).filter((d) => d.ranges.length > 0);
  const levelNames = plan.levels.map((id) => LEVELS.find((l) => l.id === id)?.level ?? id);
  return (
    <div className="space-y-2 text-sm text-slate-800">
      {days.length === 0 ? (
        <p>No weekly hours.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {days.map((d) => (
            <div key={d.weekday} className="contents">
              <dt className="font-medium">{WEEKDAY_NAMES[d.weekday]}</dt>
              <dd>{d.ranges.map((r) => workingHoursText(r.startMinutes, r.endMinutes)).join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        Teaches {plan.lessonTypes.map(lessonTypeLabel).join(', ')}; {levelNames.join(', ')}.
      </p>
      <p>
        {plan.maxLessonsPerDay ? `At most ${plan.maxLessonsPerDay} lessons a day` : 'No daily lesson limit'}
        {' · '}
        {plan.maxDriveMinutes ? `drives up to ${plan.maxDriveMinutes} minutes` : 'no drive limit'}.
      </p>
    </div>
  );
}

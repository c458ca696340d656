import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FamilySwimmerProgress } from '@core/api/family';
import { SITE_ROUTES } from '@core/site-routes';
import { familyProgressQuery } from '@web/lib/family-progress';
import { latestSignOff, signedOffCountsByLevel, signedOffDate } from '@web/lib/signed-milestones';

const levelName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** "Turtle 8 of 8 · Seahorse 2 of 8. Latest: Rolls from front to back, signed off by Alex Rivera on Jul 11, 2026." */
export function progressLine(swimmer: FamilySwimmerProgress): string {
  // The answer is not parsed in the browser, so a server without sign-offs yet sends none at all.
  const signedOff = swimmer.signedOff ?? [];
  const counts = signedOffCountsByLevel(signedOff);
  const latest = latestSignOff(signedOff);
  if (counts.length === 0 || !latest) return 'No milestones signed off yet.';
  const perLevel = counts.map((c) => `${levelName(c.level.id)} ${c.count} of ${c.total}`).join(' · ');
  return `${perLevel}. Latest: ${latest.text}, signed off by ${latest.instructorName} on ${signedOffDate(latest.signedAt)}.`;
}

/**
 * What the instructors signed off for each swimmer, one line each. Progress is a bonus on this page: while it loads,
 * or if it cannot be read, the section is simply not shown.
 */
export function SwimmerProgress() {
  const progress = useQuery(familyProgressQuery());
  const swimmers = progress.data?.swimmers ?? [];
  if (swimmers.length === 0) return null;
  return (
    <section aria-labelledby="swimmer-progress" className="space-y-4">
      <h2 id="swimmer-progress" className="text-2xl font-bold text-ocean-900">
        Swimmer progress
      </h2>
      <ul className="space-y-2">
        {swimmers.map((s) => (
          <li key={s.key} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
            <strong className="text-slate-900">{s.name}</strong>
            <span className="block">
              <span className="font-semibold">Progress:</span> {progressLine(s)}
            </span>
          </li>
        ))}
      </ul>
      <Link to={SITE_ROUTES.progress} className="font-semibold text-ocean-700 underline underline-offset-2">
        See every milestone in the Progress Tracker
      </Link>
    </section>
  );
}

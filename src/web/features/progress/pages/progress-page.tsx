import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEVELS, levelById, type LevelId } from '@core/catalog/levels';
import { formatDollars } from '@core/rules/money';
import { PAGE_SEO } from '@core/seo';
import { SITE_ROUTES } from '@core/site-routes';
import { PageIntro } from '@web/components/page-section';
import { Button, buttonVariants } from '@web/components/ui/button';
import { clsx } from 'clsx';
import { usePageMeta } from '@web/lib/page-meta';
import { isLevelSignedOff, signOffsById } from '@web/lib/signed-milestones';
import { LevelComplete } from '../components/level-complete';
import { MilestoneChecklist } from '../components/milestone-checklist';
import { ProgressMeter } from '../components/progress-meter';
import { PAGE_ONLY, SwimmerPicker } from '../components/swimmer-picker';
import { useFamilySwimmers } from '../hooks/use-family-swimmers';
import { useProgressSaver } from '../hooks/use-progress-saver';

/**
 * Pick a level, tick its milestones, watch the bar fill. For a visitor the checks live only in this page (spec
 * section 2); a family signed in to My Lessons picks one of its swimmers, and that swimmer's checks are saved.
 */
export function ProgressPage() {
  usePageMeta(PAGE_SEO.progress.title, PAGE_SEO.progress.description);
  const family = useFamilySwimmers();
  const saver = useProgressSaver();
  const [levelId, setLevelId] = useState<LevelId>('turtle');
  const [picked, setPicked] = useState<string | null>(null);
  // Checked milestone ids of every level (ids name their level), per swimmer key; PAGE_ONLY is this page's own.
  const [checks, setChecks] = useState<Record<string, ReadonlySet<string>>>({});
  const level = levelById(levelId);

  const swimmerKey = family.signedIn ? (picked ?? family.swimmers[0]?.key ?? PAGE_ONLY) : PAGE_ONLY;
  const swimmer = family.swimmers.find((s) => s.key === swimmerKey);
  const allChecked = checks[swimmerKey] ?? new Set<string>(swimmer?.milestones ?? []);
  const levelMilestones = new Set(level.milestones.map((m) => m.id));
  // An instructor's sign-offs count as done whatever the family ticked; they are shown apart and never unticked.
  // The answer is not parsed in the browser, so a server without sign-offs yet sends none at all.
  const swimmerSignOffs = swimmer?.signedOff ?? [];
  const signedOff = signOffsById(swimmerSignOffs);
  const checked = new Set([...allChecked, ...signedOff.keys()].filter((id) => levelMilestones.has(id)));

  const update = (next: ReadonlySet<string>) => {
    setChecks({ ...checks, [swimmerKey]: next });
    if (swimmer) saver.schedule(swimmer.key, [...next]);
  };
  const toggle = (id: string) => {
    if (signedOff.has(id)) return;
    const next = new Set(allChecked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update(next);
  };
  const reset = () => update(new Set([...allChecked].filter((id) => !levelMilestones.has(id))));

  return (
    <>
      <PageIntro
        title="Progress Tracker"
        lead="Choose a level and tick off each milestone your swimmer has reached."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <div className="space-y-6">
          {family.signedIn && family.swimmers.length > 0 && (
            <SwimmerPicker
              swimmers={family.swimmers}
              value={swimmerKey}
              onChange={setPicked}
              saveState={saver.stateOf(swimmerKey)}
              onRetry={() => swimmer && saver.schedule(swimmer.key, [...allChecked])}
            />
          )}
          <fieldset>
            <legend className="text-sm font-bold uppercase tracking-wider text-slate-600">Level</legend>
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5 lg:grid-cols-1">
              {LEVELS.map((l) => (
                <label
                  key={l.id}
                  className={clsx(
                    'cursor-pointer rounded-xl border px-4 py-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sun-500',
                    l.id === levelId
                      ? 'border-ocean-800 bg-ocean-800 text-white'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-ocean-700',
                  )}
                >
                  <input
                    type="radio"
                    name="level"
                    value={l.id}
                    checked={l.id === levelId}
                    onChange={() => setLevelId(l.id)}
                    className="sr-only"
                  />
                  <span className="block font-bold">{l.level}</span>
                  <span className="block capitalize">{l.id}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <section aria-labelledby="level-title" className="space-y-8">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-xs font-bold uppercase tracking-wider text-ocean-700">
              {level.level} · <span className="capitalize">{level.id}</span>
            </p>
            <h2 id="level-title" className="text-2xl font-extrabold text-ocean-900">
              {level.title}
            </h2>
            <p className="mt-2 text-slate-700">{level.description}</p>
            <div className="mt-6">
              <ProgressMeter done={checked.size} total={level.milestones.length} />
            </div>
          </div>
          {swimmerSignOffs.length > 0 && isLevelSignedOff(level, swimmerSignOffs) && (
            <LevelComplete level={level} />
          )}
          <MilestoneChecklist
            milestones={level.milestones}
            checked={checked}
            signedOff={signedOff}
            onToggle={toggle}
          />
          <div className="flex flex-col gap-6 rounded-2xl bg-ocean-50 p-6 md:flex-row md:items-center md:justify-between">
            <dl className="grid grid-cols-3 gap-4 text-center md:text-left">
              <div>
                <dt className="text-xs font-semibold uppercase text-ocean-800">Private</dt>
                <dd className="text-xl font-extrabold text-ocean-900">
                  {formatDollars(level.pricing.private)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase text-ocean-800">Semi-Private</dt>
                <dd className="text-xl font-extrabold text-ocean-900">
                  {formatDollars(level.pricing.semiPrivate)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase text-ocean-800">Group</dt>
                <dd className="text-xl font-extrabold text-ocean-900">
                  {formatDollars(level.pricing.group)}
                </dd>
              </div>
            </dl>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link
                to={`${SITE_ROUTES.booking}?level=${level.id}`}
                className={buttonVariants({ size: 'lg' })}
              >
                Book This Level
              </Link>
              <Button variant="outline" size="lg" onClick={reset}>
                <RotateCcw aria-hidden="true" /> Reset Progress
              </Button>
            </div>
          </div>
          <p className="text-sm text-slate-600">
            Prices are per 30-minute lesson; semi-private and group are per swimmer.{' '}
            {swimmer
              ? `Checks for ${swimmer.name} are saved to your family's lessons.`
              : 'Checks are not saved when you leave the page.'}
          </p>
        </section>
      </div>
    </>
  );
}

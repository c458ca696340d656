import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CreditAccount } from '@core/api/credits';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { formatInZone, resolveTimeZone, timeZoneLabel } from '@core/rules/timezones';
import { SITE_ROUTES } from '@core/site-routes';
import { Button, buttonVariants } from '@web/components/ui/button';
import { familyCreditsQuery } from '../api/family-credits';

/** The newest entries shown at first; a family with a long history opens the rest. */
const HISTORY_SHOWN = 8;

const creditCount = (n: number) => `${n} lesson credit${n === 1 ? '' : 's'}`;
const levelName = (id: string | null) => {
  const level = id ? LEVELS.find((l) => l.id === id) : undefined;
  return level ? `${level.level}: ${level.title}` : id ? id : 'Any level';
};
const kindOf = (lessonType: string | null) => (lessonType ? lessonTypeLabel(lessonType) : 'Any lesson type');

/**
 * The credits a family can still use, soonest expiring first. Lots alike to the family (same lesson type, level and
 * expiry day) read as one line: four weather credits of one storm are "4 left", not four rows.
 */
export function usableCredits(account: CreditAccount, zone: string) {
  const groups = new Map<
    string,
    { key: string; lessonType: string | null; level: string | null; expiresAt: string; remaining: number }
  >();
  const live = account.lots
    .filter((lot) => !lot.expired && lot.remaining > 0)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  for (const lot of live) {
    const key = [
      lot.lessonType ?? '*',
      lot.level ?? '*',
      formatInZone(lot.expiresAt, zone, 'yyyy-MM-dd'),
    ].join('|');
    const group = groups.get(key);
    if (group) group.remaining += lot.remaining;
    else
      groups.set(key, {
        key,
        lessonType: lot.lessonType,
        level: lot.level,
        expiresAt: lot.expiresAt,
        remaining: lot.remaining,
      });
  }
  return [...groups.values()];
}

/** The family's credits: balance, soonest expiry, the lots still usable and every change, newest first. */
export function CreditSummary({ account, zone }: { account: CreditAccount; zone: string }) {
  const [wholeHistory, setWholeHistory] = useState(false);
  const date = (iso: string) => formatInZone(iso, zone, 'd MMMM yyyy');
  const shortDate = (iso: string) => formatInZone(iso, zone, 'd MMM yyyy');
  const usable = usableCredits(account, zone);
  const history = [...account.entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shown = wholeHistory ? history : history.slice(0, HISTORY_SHOWN);
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p data-testid="credit-balance" className="text-2xl font-bold text-ocean-900">
            {creditCount(account.balance)}
          </p>
          {account.balance > 0 && account.nextExpiry && (
            <p data-testid="credit-next-expiry" className="text-sm text-slate-700">
              next expires {date(account.nextExpiry)}
            </p>
          )}
        </div>
        {account.balance > 0 && (
          <Link to={SITE_ROUTES.calendar} className={buttonVariants({ variant: 'default' })}>
            Book with a credit
          </Link>
        )}
      </div>
      {usable.length > 0 && (
        <div>
          <h3 className="text-base font-semibold text-ocean-900">Credits you can use</h3>
          <ul aria-label="Credits you can use" className="mt-2 divide-y divide-slate-200 text-sm">
            {usable.map((group) => (
              <li key={group.key} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {kindOf(group.lessonType)} · {levelName(group.level)}
                </span>
                <span className="text-slate-700">
                  {group.remaining} left · expires {date(group.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="text-base font-semibold text-ocean-900">History</h3>
        <ul aria-label="Credit history" className="mt-2 divide-y divide-slate-200 text-sm">
          {shown.map((entry) => (
            <li key={entry.id} className="grid grid-cols-[6.5rem_1fr_auto] gap-3 py-2">
              <span className="whitespace-nowrap text-slate-600">{shortDate(entry.createdAt)}</span>
              <span>{entry.description}</span>
              <span
                className={`font-semibold tabular-nums ${entry.lessons > 0 ? 'text-emerald-800' : 'text-slate-800'}`}
              >
                {entry.lessons > 0 ? `+${entry.lessons}` : `${entry.lessons}`}
              </span>
            </li>
          ))}
        </ul>
        {history.length > HISTORY_SHOWN && (
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            aria-expanded={wholeHistory}
            onClick={() => setWholeHistory(!wholeHistory)}
          >
            {wholeHistory ? 'Show recent history only' : `Show all ${history.length} entries`}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600">Dates are shown in {timeZoneLabel(zone)}.</p>
    </div>
  );
}

/** "Lesson credits" on My Lessons: only for a family that has ever had a credit, so others see nothing new. */
export function CreditPanel() {
  const credits = useQuery(familyCreditsQuery());
  const zone = resolveTimeZone();
  if (credits.isPending) return null;
  if (credits.isError)
    return (
      <section aria-labelledby="lesson-credits" className="space-y-4">
        <h2 id="lesson-credits" className="text-2xl font-bold text-ocean-900">
          Lesson credits
        </h2>
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{credits.error.message}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void credits.refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );
  if (credits.data.entries.length === 0) return null;
  return (
    <section aria-labelledby="lesson-credits" className="space-y-4">
      <h2 id="lesson-credits" className="text-2xl font-bold text-ocean-900">
        Lesson credits
      </h2>
      <CreditSummary account={credits.data} zone={zone} />
    </section>
  );
}

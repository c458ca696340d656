import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import type { Level } from '@core/catalog/levels';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { nextLevel } from '@web/lib/signed-milestones';

/**
 * Shown when an instructor signed off all eight milestones of the level: the swimmer is ready for the next one,
 * with the way to book it. After the last level there is nothing further to book.
 */
export function LevelComplete({ level }: { level: Level }) {
  const next = nextLevel(level);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-teal-300 bg-teal-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p id="level-complete" className="flex items-center gap-3 text-lg font-bold text-teal-900">
        <PartyPopper className="size-6 shrink-0" aria-hidden="true" />
        {next ? `Level complete! Ready for ${next.title}` : 'Level complete!'}
      </p>
      {next && (
        <Link
          to={`${SITE_ROUTES.booking}?level=${next.id}`}
          aria-describedby="level-complete"
          className={buttonVariants({ size: 'lg' })}
        >
          Book This Level
        </Link>
      )}
    </div>
  );
}

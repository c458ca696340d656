import { Clock, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '@core/catalog/business';
import { formatDollars } from '@core/rules/money';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import type { VariantOf } from '@web/lib/analytics';
import { HeroIllustration } from './hero-illustration';
import { LevelQuizButton } from './level-quiz';

export const HERO_HEADLINES: Record<VariantOf<'heroHeadline'>, string> = {
  'first-lesson': `First Swim Lesson ${formatDollars(BUSINESS.firstLessonPrice)}`,
  'at-your-pool': 'Swim Lessons at Your Pool',
  confidence: 'Confident Swimmers, Ages 3+',
};

export const CTA_COLOURS: Record<VariantOf<'ctaColor'>, string> = {
  aqua: 'bg-teal-700 text-white hover:bg-teal-800',
  purple: 'bg-violet-700 text-white hover:bg-violet-800',
  gold: 'bg-amber-400 text-ocean-900 hover:bg-amber-300',
};

interface HeroProps {
  headline: VariantOf<'heroHeadline'>;
  ctaColour: VariantOf<'ctaColor'>;
  showUrgency: boolean;
}

export function Hero({ headline, ctaColour, showUrgency }: HeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-ocean-100 via-ocean-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-14 pt-10 sm:pt-14 lg:grid-cols-2 lg:pb-20">
        <div>
          {showUrgency && (
            <ul className="mb-4 flex flex-wrap gap-2" aria-label="Offers">
              <li className="inline-flex items-center gap-1 rounded-full bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                <Sparkles className="size-3.5" aria-hidden="true" /> LIMITED TIME OFFER
              </li>
              <li className="inline-flex items-center gap-1 rounded-full bg-sun-300 px-3 py-1 text-xs font-bold text-ocean-900">
                <Clock className="size-3.5" aria-hidden="true" /> Only 3 spots left this week!
              </li>
            </ul>
          )}
          <p className="text-sm font-bold uppercase tracking-widest text-ocean-700">
            Mobile swim lessons in DC · MD · VA
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl lg:text-6xl">
            {HERO_HEADLINES[headline]}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">
            Certified instructors come to your home, community or apartment pool. Private, semi-private and
            group lessons for ages {BUSINESS.minimumAge} and up, with a first lesson for just{' '}
            {formatDollars(BUSINESS.firstLessonPrice)}.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Link
              to={SITE_ROUTES.booking}
              className={buttonVariants({ size: 'lg', className: CTA_COLOURS[ctaColour] })}
              data-cta-colour={ctaColour}
            >
              Book Your First Lesson
            </Link>
            <LevelQuizButton className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Find Your Level
            </LevelQuizButton>
          </div>
          <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            <li className="flex items-center gap-1.5">
              <Star className="size-4 fill-sun-500 text-sun-500" aria-hidden="true" /> 5-Star Reviews
            </li>
            <li>100% satisfaction</li>
            <li>Ages 3+ welcome</li>
          </ul>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}

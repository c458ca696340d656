import { Compass } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { LevelQuizButton } from './level-quiz';

/** Fills the level grid with a way in for visitors who do not know where they fit. */
export function QuizCard() {
  return (
    <aside
      className="flex flex-col justify-center rounded-2xl bg-ocean-800 p-6 text-white"
      aria-labelledby="quiz-card-title"
    >
      <Compass className="size-10 text-aqua-300" aria-hidden="true" />
      <h3 id="quiz-card-title" className="mt-3 text-xl font-bold">
        Not sure where to start?
      </h3>
      <p className="mt-2 text-sm text-ocean-100">
        Answer four quick questions and we will suggest the right level and price.
      </p>
      <LevelQuizButton className={buttonVariants({ variant: 'secondary', className: 'mt-5 w-full' })}>
        Take the Level Quiz
      </LevelQuizButton>
    </aside>
  );
}

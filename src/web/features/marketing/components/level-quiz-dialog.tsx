import { ArrowLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { levelById } from '@core/catalog/levels';
import { QUIZ_QUESTIONS } from '@core/catalog/quiz';
import { quizResult } from '@core/rules/quiz';
import { SITE_ROUTES } from '@core/site-routes';
import { Button, buttonVariants } from '@web/components/ui/button';
import { trackEvent } from '@web/lib/analytics';
import { LevelBadge } from './level-badge';
import { LevelPricing } from './level-pricing';

/**
 * "Find Your Swim Level": four questions, then the level the answers point to. The content mounts on each open,
 * so the quiz starts over every time; Radix keeps focus inside, and closing returns it to the button that opened it.
 */
export function LevelQuizDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-50 bg-ocean-900/60 backdrop-blur-sm"
          data-testid="quiz-backdrop"
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 max-h-[92vh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:p-7"
        >
          <QuizBody />
          <Dialog.Close
            className="absolute right-3 top-3 rounded-full p-2 text-slate-600 hover:bg-slate-100"
            aria-label="Close quiz"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuizBody() {
  const [answers, setAnswers] = useState<string[]>([]);
  const step = answers.length;
  const done = step >= QUIZ_QUESTIONS.length;

  const choose = (level: string) => {
    const next = [...answers, level];
    setAnswers(next);
    if (next.length === QUIZ_QUESTIONS.length) trackEvent('quiz_completed', { level: quizResult(next) });
  };

  return (
    <>
      <Dialog.Title className="pr-10 text-2xl font-extrabold text-ocean-900">
        Find Your Swim Level
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {done ? 'Here is where we would start.' : 'Four quick questions about the swimmer.'}
      </Dialog.Description>
      <QuizProgress answered={step} total={QUIZ_QUESTIONS.length} />
      {done ? (
        <QuizResult answers={answers} onRetake={() => setAnswers([])} />
      ) : (
        <QuizQuestionStep
          index={step}
          onChoose={choose}
          onBack={step > 0 ? () => setAnswers(answers.slice(0, -1)) : undefined}
        />
      )}
    </>
  );
}

function QuizProgress({ answered, total }: { answered: number; total: number }) {
  const percent = Math.round((answered / total) * 100);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-xs font-medium text-slate-600">
        <span>{answered < total ? `Question ${answered + 1} of ${total}` : 'Your result'}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-aqua-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function QuizQuestionStep({
  index,
  onChoose,
  onBack,
}: {
  index: number;
  onChoose: (level: string) => void;
  onBack?: () => void;
}) {
  // index is always below QUIZ_QUESTIONS.length here: the result shows once every question is answered.
  const question = QUIZ_QUESTIONS[index]!;
  return (
    <fieldset className="mt-5" key={question.id}>
      <legend className="text-lg font-bold text-slate-900">{question.question}</legend>
      <ul className="mt-3 space-y-2">
        {question.options.map((option) => (
          <li key={option.text}>
            <button
              type="button"
              onClick={() => onChoose(option.level)}
              className="w-full rounded-xl border border-slate-300 px-4 py-3 text-left text-sm font-medium text-slate-800 transition-colors hover:border-ocean-700 hover:bg-ocean-50"
            >
              {option.text}
            </button>
          </li>
        ))}
      </ul>
      {onBack && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> Previous question
        </Button>
      )}
    </fieldset>
  );
}

function QuizResult({ answers, onRetake }: { answers: string[]; onRetake: () => void }) {
  const level = levelById(quizResult(answers));
  return (
    <div className="mt-5" role="status">
      <div className="flex items-center gap-3">
        <LevelBadge id={level.id} />
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-ocean-700">
            Recommended: {level.level} · <span className="capitalize">{level.id}</span>
          </p>
          <h3 className="text-xl font-bold text-ocean-900" data-testid="quiz-result-title">
            {level.title}
          </h3>
        </div>
      </div>
      <p className="mt-3 text-slate-700">{level.description}</p>
      <p className="mt-4 text-xs font-medium text-slate-600">30-minute lessons</p>
      <LevelPricing pricing={level.pricing} className="mt-1" />
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link
          to={`${SITE_ROUTES.booking}?level=${level.id}`}
          className={buttonVariants({ size: 'lg', className: 'flex-1' })}
        >
          Book This Level
        </Link>
        <Button variant="outline" size="lg" className="flex-1" onClick={onRetake}>
          Retake Quiz
        </Button>
      </div>
    </div>
  );
}

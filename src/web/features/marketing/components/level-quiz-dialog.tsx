import { ArrowLeft } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { levelById } from '@core/catalog/levels';
import { QUIZ_QUESTIONS } from '@core/catalog/quiz';
import { quizResult } from '@core/rules/quiz';
import { SITE_ROUTES } from '@core/site-routes';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { trackEvent } from '@web/lib/analytics';
import { LevelBadge } from './level-badge';
import { LevelPricing } from './level-pricing';

/**
 * "Find Your Swim Level": four questions, then the level the answers point to. Each opening starts the quiz over;
 * focus stays inside, and closing returns it to the button that opened it.
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
  const [answers, setAnswers] = useState<string[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setAnswers([]);
  }
  const step = answers.length;
  const done = step >= QUIZ_QUESTIONS.length;

  const choose = (level: string) => {
    const next = [...answers, level];
    setAnswers(next);
    if (next.length === QUIZ_QUESTIONS.length) trackEvent('quiz_completed', { level: quizResult(next) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Find Your Swim Level"
      description={done ? 'Here is where we would start.' : 'Four quick questions about the swimmer.'}
      closeLabel="Close quiz"
      returnFocusTo={opener}
    >
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
    </Dialog>
  );
}

function QuizProgress({ answered, total }: { answered: number; total: number }) {
  const percent = Math.round((answered / total) * 100);
  return (
    <div>
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

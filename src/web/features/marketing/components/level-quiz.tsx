import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

const loadQuiz = () => import('./level-quiz-dialog');
const LevelQuizDialog = lazy(() => loadQuiz().then((m) => ({ default: m.LevelQuizDialog })));

/**
 * The button that opens the level quiz. The quiz and its dialog code load when a visitor reaches for the button
 * (pointer over it or focus on it), not with the page, which keeps the home page's first script small.
 */
export function LevelQuizButton({ className, children }: { className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadQuiz();
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LevelQuizDialog open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}

import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { WAITLIST_MESSAGES } from '@core/api/waitlist-text';
import { SITE_ROUTES } from '@core/site-routes';
import { PageIntro } from '@web/components/page-section';
import { LinkRefusedNotice, useLinkToken } from '@web/components/sign-in/link-landing';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';

type Phase =
  | { kind: 'asking' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  /** The link cannot do this (unknown, ended): nothing to try again. */
  | { kind: 'refused'; message: string }
  /** The request did not get through: the token is still in memory to try again. */
  | { kind: 'failed'; message: string };

interface Props {
  title: string;
  question: string;
  explanation: string;
  button: string;
  act: (body: { token: string }) => Promise<{ message: string }>;
}

/**
 * Where a waitlist email's leave or decline link lands (`#token=...`). It asks first and acts only on the click:
 * mail scanners open links, and opening one must change nothing.
 */
export function WaitlistLinkAction({ title, question, explanation, button, act }: Props) {
  usePageMeta(title, undefined, { noIndex: true });
  const token = useLinkToken();
  const [phase, setPhase] = useState<Phase>({ kind: 'asking' });

  async function confirm() {
    if (!token || phase.kind === 'sending') return;
    setPhase({ kind: 'sending' });
    try {
      const answer = await act({ token });
      setPhase({ kind: 'done', message: answer.message });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Request failed';
      // A 4xx is the server's word on this link; anything else may work a moment later.
      const final = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429;
      setPhase(final ? { kind: 'refused', message } : { kind: 'failed', message });
    }
  }

  return (
    <>
      <PageIntro title={title} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {!token ? (
            <LinkRefusedNotice message={WAITLIST_MESSAGES.linkInvalid} />
          ) : phase.kind === 'done' ? null : phase.kind === 'refused' ? (
            <LinkRefusedNotice message={phase.message} />
          ) : (
            <>
              <h2 className="text-xl font-bold text-ocean-900">{question}</h2>
              <p className="text-slate-700">{explanation}</p>
              {phase.kind === 'failed' && (
                <p
                  role="alert"
                  className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                >
                  {phase.message}
                </p>
              )}
              <Button size="lg" onClick={() => void confirm()} disabled={phase.kind === 'sending'}>
                {phase.kind === 'sending' && <Loader2 className="animate-spin" aria-hidden="true" />}
                {phase.kind === 'failed' ? 'Try again' : button}
              </Button>
            </>
          )}
          <div role="status">
            {phase.kind === 'done' && (
              <p className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {phase.message}
              </p>
            )}
          </div>
          {(phase.kind === 'done' || phase.kind === 'refused' || !token) && (
            <div className="flex flex-wrap gap-3">
              <Link to={SITE_ROUTES.myLessons} className={buttonVariants({ variant: 'outline' })}>
                My Lessons
              </Link>
              <Link to={SITE_ROUTES.calendar} className={buttonVariants({ variant: 'ghost' })}>
                See lesson times
              </Link>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

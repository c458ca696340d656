import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FamilySession } from '@core/api/family';
import { SITE_ROUTES } from '@core/site-routes';
import { PageIntro } from '@web/components/page-section';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { setFamilySession } from '@web/lib/family-session';
import { usePageMeta } from '@web/lib/page-meta';
import { startFamilySession } from '../api/start-family-session';
import { SignInForm } from '../components/sign-in-form';
import { readSignInToken } from '../lib/sign-in-token';

type State =
  { kind: 'signing-in' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/**
 * Where an emailed link lands: `/my-lessons/sign-in#token=...`. The token travels in the fragment, so it never
 * reaches a server log or a Referer header; the page takes it out of the address bar at once, trades it for the
 * session cookie, and goes on to My Lessons. A used or expired link shows why and the form to ask for a new one.
 */
export function MyLessonsSignInPage() {
  usePageMeta('Signing in to My Lessons', undefined, { noIndex: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, before the fragment is removed; React may run the effect twice in development.
  const [token] = useState(() => readSignInToken(window.location.hash));
  const attempt = useRef<Promise<FamilySession> | null>(null);
  const [state, setState] = useState<State>({ kind: 'signing-in' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    if (!token) {
      void navigate(SITE_ROUTES.myLessons, { replace: true });
      return;
    }
    let current = true;
    // One request per link and try: a sign-in link works once, so a second request would refuse it.
    attempt.current ??= startFamilySession({ token });
    attempt.current.then(
      (session) => {
        if (!current) return;
        setFamilySession(queryClient, session);
        void queryClient.invalidateQueries({ queryKey: ['family'] });
        void navigate(SITE_ROUTES.myLessons, { replace: true });
      },
      (err: unknown) => {
        if (!current) return;
        if (err instanceof ApiError && err.status === 400)
          setState({ kind: 'invalid', message: err.message });
        else setState({ kind: 'failed', message: err instanceof Error ? err.message : 'Request failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, round, navigate, queryClient]);

  const retry = () => {
    attempt.current = null;
    setState({ kind: 'signing-in' });
    setRound((r) => r + 1);
  };

  return (
    <>
      <PageIntro title="My Lessons" />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {state.kind === 'signing-in' && (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Signing you in...
          </p>
        )}
        {state.kind === 'failed' && (
          <div role="alert" className="max-w-xl rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            <p>{state.message}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={retry}>
              Try again
            </Button>
          </div>
        )}
        {state.kind === 'invalid' && (
          <div className="max-w-xl space-y-6">
            <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
              {state.message}
            </p>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="mb-4 text-xl font-bold text-ocean-900">Sign in with your email</h2>
              <SignInForm />
            </div>
          </div>
        )}
      </div>
    </>
  );
}

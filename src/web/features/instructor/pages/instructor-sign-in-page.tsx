import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InstructorSession } from '@core/api/instructor';
import {
  LinkFailedAlert,
  linkFailure,
  useLinkToken,
  type LinkFailure,
} from '@web/components/sign-in/link-landing';
import { usePageMeta } from '@web/lib/page-meta';
import { setInstructorSession } from '../api/instructor-session';
import { InstructorSignIn } from '../components/instructor-sign-in';
import { startInstructorSession } from '../api/start-instructor-session';
import { SITE_ROUTES } from '@core/site-routes';

type State = { kind: 'signing-in' } | LinkFailure;

/**
 * Where an emailed link lands: `/instructor/sign-in#token=...`. The token travels in the fragment, so it never reaches
 * a server log or a Referer header; the page takes it out of the address bar at once, trades it for the session
 * cookie, and goes on to the day's lessons. A used or expired link says why and offers the form for a new one.
 */
export function InstructorSignInPage() {
  usePageMeta('Instructor sign-in', undefined, { noIndex: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useLinkToken();
  const attempt = useRef<Promise<InstructorSession> | null>(null);
  const [state, setState] = useState<State>({ kind: 'signing-in' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token) {
      void navigate(SITE_ROUTES.instructor, { replace: true });
      return;
    }
    let current = true;
    // One request per link and try: a sign-in link works once, so a second request would be refused.
    attempt.current ??= startInstructorSession({ token });
    attempt.current.then(
      (session) => {
        if (!current) return;
        setInstructorSession(queryClient, session);
        void navigate(SITE_ROUTES.instructor, { replace: true });
      },
      (err: unknown) => {
        if (!current) return;
        setState(linkFailure(err));
      },
    );
    return () => {
      current = false;
    };
  }, [token, round, navigate, queryClient]);

  if (state.kind === 'invalid') return <InstructorSignIn notice={state.message} />;
  return (
    <div className="mx-auto max-w-md space-y-5 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-ocean-900">Instructor sign-in</h1>
      {state.kind === 'signing-in' ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Signing you in...
        </p>
      ) : (
        <LinkFailedAlert
          message={state.message}
          onRetry={() => {
            attempt.current = null;
            setState({ kind: 'signing-in' });
            setRound((r) => r + 1);
          }}
        />
      )}
    </div>
  );
}

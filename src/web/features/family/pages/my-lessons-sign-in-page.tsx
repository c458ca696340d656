import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FamilySessionPreview } from '@core/api/family';
import { SITE_ROUTES } from '@core/site-routes';
import { PageIntro } from '@web/components/page-section';
import {
  LinkFailedAlert,
  LinkRefusedNotice,
  linkFailure,
  useLinkToken,
  type LinkFailure,
} from '@web/components/sign-in/link-landing';
import { Button } from '@web/components/ui/button';
import { hasBookingToFinish, RESUME_BOOKING_PATH } from '@web/lib/booking-to-finish';
import { setFamilySession } from '@web/lib/family-session';
import { usePageMeta } from '@web/lib/page-meta';
import { previewFamilySession, startFamilySession } from '../api/start-family-session';
import { SignInForm } from '../components/sign-in-form';

type State =
  | { kind: 'checking' }
  | { kind: 'ready'; preview: FamilySessionPreview }
  | { kind: 'signing-in'; preview: FamilySessionPreview }
  | LinkFailure;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where an emailed link lands: `/my-lessons/sign-in#token=...`. The token travels in the fragment, so it never
 * reaches a server log or a Referer header; the page takes it out of the address bar at once. Arriving does not sign
 * in: another site could send a visitor here with a link of its own family. The page asks the server which email the
 * link is for, and signs in only when the visitor clicks the button that names it; a browser signed in as another
 * email says so and is never switched silently. A used or expired link shows why and the form to ask for a new one.
 * A family that left a booking here to prove its email (to pay with its credits) is taken back to it.
 */
export function MyLessonsSignInPage() {
  usePageMeta('Signing in to My Lessons', undefined, { noIndex: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useLinkToken();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [round, setRound] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  const fail = (err: unknown) => setState(linkFailure(err));

  useEffect(() => {
    if (!token) {
      void navigate(SITE_ROUTES.myLessons, { replace: true });
      return;
    }
    let current = true;
    previewFamilySession({ token }).then(
      (preview) => current && setState({ kind: 'ready', preview }),
      (err: unknown) => current && fail(err),
    );
    return () => {
      current = false;
    };
  }, [token, round, navigate]);

  useEffect(() => {
    if (state.kind === 'ready') button.current?.focus();
  }, [state.kind]);

  const signIn = (preview: FamilySessionPreview) => {
    if (!token) return;
    setState({ kind: 'signing-in', preview });
    startFamilySession({ token, email: preview.email, replace: true }).then((session) => {
      setFamilySession(queryClient, session);
      void queryClient.invalidateQueries({ queryKey: ['family'] });
      // A booking left on this browser to prove this email goes on where it stopped, its times still held.
      void navigate(hasBookingToFinish(session.email) ? RESUME_BOOKING_PATH : SITE_ROUTES.myLessons, {
        replace: true,
      });
    }, fail);
  };

  const retry = () => {
    setState({ kind: 'checking' });
    setRound((r) => r + 1);
  };

  return (
    <>
      <PageIntro title="My Lessons" />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {state.kind === 'checking' && (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking your sign-in link...
          </p>
        )}
        {(state.kind === 'ready' || state.kind === 'signing-in') && (
          <ConfirmSignIn
            preview={state.preview}
            busy={state.kind === 'signing-in'}
            buttonRef={button}
            onSignIn={() => signIn(state.preview)}
            onStay={() => void navigate(SITE_ROUTES.myLessons, { replace: true })}
          />
        )}
        {state.kind === 'failed' && (
          <LinkFailedAlert message={state.message} onRetry={retry} className="max-w-xl" />
        )}
        {state.kind === 'invalid' && (
          <div className="max-w-xl space-y-6">
            <LinkRefusedNotice message={state.message} />
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

/** The click that signs in, naming the email; with another email signed in here, the choice between the two. */
function ConfirmSignIn({
  preview,
  busy,
  buttonRef,
  onSignIn,
  onStay,
}: {
  preview: FamilySessionPreview;
  busy: boolean;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  onSignIn: () => void;
  onStay: () => void;
}) {
  const other =
    preview.signedInAs && !sameEmail(preview.signedInAs, preview.email) ? preview.signedInAs : null;
  return (
    <section
      aria-labelledby="confirm-sign-in"
      className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="confirm-sign-in" className="text-xl font-bold text-ocean-900">
        Sign in to My Lessons
      </h2>
      <p className="mt-2 text-slate-700">
        This link signs you in as <strong className="[overflow-wrap:anywhere]">{preview.email}</strong>.
      </p>
      {other && (
        <p role="alert" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          This browser is signed in as <strong className="[overflow-wrap:anywhere]">{other}</strong>. Signing
          in as {preview.email} signs {other} out here.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          ref={buttonRef}
          disabled={busy}
          onClick={onSignIn}
          className="h-auto max-w-full whitespace-normal text-left"
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          <span className="[overflow-wrap:anywhere]">
            {other ? `Sign in as ${preview.email} instead` : `Sign in as ${preview.email}`}
          </span>
        </Button>
        {other && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={onStay}
            className="h-auto max-w-full whitespace-normal text-left"
          >
            <span className="[overflow-wrap:anywhere]">Stay signed in as {other}</span>
          </Button>
        )}
      </div>
    </section>
  );
}

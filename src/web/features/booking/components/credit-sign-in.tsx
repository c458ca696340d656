import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { FAMILY_LINK_BUTTON } from '@core/api/family';
import { Button } from '@web/components/ui/button';
import { requestSignInLink } from '@web/lib/request-family-sign-in-link';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Step 5 for a visitor who is not signed in: a family with lesson credits (a package bought, a weather credit) proves
 * its email with a link and comes back here to pay with them. Shown to every signed-out visitor alike, and the answer
 * to the request is the server's, the same for any email: nothing here says whether an email has credits.
 */
export function CreditSignIn({
  email,
  onBeforeSend,
}: {
  /** The booking's email (the first swimmer's): the link goes there, and only its credits can pay. */
  email: string;
  /** Keeps the booking on this browser so the link can bring the family back to it. */
  onBeforeSend: () => void;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const send = async () => {
    setState({ kind: 'sending' });
    onBeforeSend();
    try {
      const answer = await requestSignInLink({ email });
      setState({ kind: 'sent', message: answer.message });
    } catch (err) {
      setState({
        kind: 'failed',
        message:
          err instanceof Error && err.message ? err.message : 'The link could not be sent. Please try again.',
      });
    }
  };

  return (
    <section
      aria-labelledby="credit-sign-in-heading"
      className="mt-4 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <h3 id="credit-sign-in-heading" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 shrink-0" aria-hidden="true" />
        Have lesson credits?
      </h3>
      <p className="mt-1">
        If you bought a lesson package or have a credit with us, sign in to pay with it. We email a sign-in
        link to <strong className="[overflow-wrap:anywhere]">{email}</strong>; open it on this device and you
        come back here with your times still held.
      </p>
      {state.kind === 'sent' ? (
        <p role="status" className="mt-2 font-medium">
          {state.message}
        </p>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-2"
          disabled={state.kind === 'sending'}
          onClick={() => void send()}
        >
          {state.kind === 'sending' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {FAMILY_LINK_BUTTON}
        </Button>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="mt-2 text-red-800">
          {state.message}
        </p>
      )}
    </section>
  );
}

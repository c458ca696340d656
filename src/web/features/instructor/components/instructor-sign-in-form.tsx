import { Loader2, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { instructorSignInLinkRequestSchema } from '@core/api/instructor';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api-client';
import { requestInstructorSignInLink } from '../api/request-instructor-sign-in-link';

const EMAIL_ID = 'instructor-email';

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/** Asks for a sign-in link; the answer never tells whether the email belongs to an instructor. */
export function InstructorSignInForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const parsed = instructorSignInLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setFieldError(null);
    setPhase({ kind: 'sending' });
    try {
      const { message } = await requestInstructorSignInLink(parsed.data);
      setPhase({ kind: 'sent', message });
    } catch (err) {
      const emailError = err instanceof ApiError ? err.fieldErrors?.email : undefined;
      if (emailError) {
        setFieldError(emailError);
        setPhase({ kind: 'idle' });
      } else setPhase({ kind: 'failed', message: err instanceof Error ? err.message : 'Request failed' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Instructor sign-in">
      <Field id={EMAIL_ID} label="Email" mark="required" hint="The email the business has for you.">
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={
              [props['aria-describedby'], fieldError ? `${EMAIL_ID}-error` : undefined]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        )}
      </Field>
      {fieldError && (
        <p id={`${EMAIL_ID}-error`} className="text-sm text-red-700">
          {fieldError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={phase.kind === 'sending'}>
        {phase.kind === 'sending' && <Loader2 className="animate-spin" aria-hidden="true" />}
        Email me a sign-in link
      </Button>
      <div role="status">
        {phase.kind === 'sent' && (
          <p className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {phase.message}
          </p>
        )}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {phase.message}
        </p>
      )}
    </form>
  );
}

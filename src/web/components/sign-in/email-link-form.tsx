import { Loader2, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';

/** The shape of every "email me a sign-in link" request: one email, checked as the server checks it. */
type EmailRequestSchema = z.ZodType<{ email: string }, { email: string }>;

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

interface EmailLinkFormProps {
  /** The request's schema from `core/api`, so the page refuses what the server would. */
  schema: EmailRequestSchema;
  /** Sends the request and answers with the sentence to show once it is sent. */
  request: (body: { email: string }) => Promise<string>;
  /** The form's accessible name. */
  label: string;
  /** The email box's id. */
  emailId: string;
  hint: string;
  submitLabel: string;
  submitClassName?: string;
}

/**
 * Asks for a sign-in link by email. What the page shows afterwards comes from `request`, so a caller can keep one
 * sentence whatever the server knows, and never tell anyone whether an email is known here.
 */
export function EmailLinkForm({
  schema,
  request,
  label,
  emailId,
  hint,
  submitLabel,
  submitClassName,
}: EmailLinkFormProps) {
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  async function submit(body: { email: string }) {
    if (phase.kind === 'sending') return;
    setPhase({ kind: 'sending' });
    try {
      setPhase({ kind: 'sent', message: await request(body) });
    } catch (err) {
      const emailError = err instanceof ApiError ? err.fieldErrors?.email : undefined;
      if (emailError) {
        form.setError('email', { message: emailError });
        setPhase({ kind: 'idle' });
      } else setPhase({ kind: 'failed', message: err instanceof Error ? err.message : 'Request failed' });
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4" aria-label={label}>
      <FormField<{ email: string }> name="email" id={emailId} label="Email" mark="required" hint={hint}>
        <Input type="email" autoComplete="email" />
      </FormField>
      <Button type="submit" size="lg" className={submitClassName} disabled={phase.kind === 'sending'}>
        {phase.kind === 'sending' && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
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
    </Form>
  );
}

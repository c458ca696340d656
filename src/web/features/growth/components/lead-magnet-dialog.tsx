import { CheckCircle2, Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LEAD_MESSAGES, type LeadMagnetResponse } from '@core/api/growth';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { trackEvent } from '@web/lib/analytics';
import { requestLeadMagnet } from '../api/request-lead-magnet';
import { describeLeadFailure, type LeadFieldErrors } from '../lib/lead-failure';
import type { LeadMagnetTrigger } from '../hooks/use-lead-magnet-trigger';

const CHECKLIST_DESCRIPTION =
  'The printable one-page checklist our instructors give every family with a pool: supervision, barriers, swim skills and emergency readiness.';

type Phase = { kind: 'form' } | { kind: 'submitting' } | { kind: 'success'; response: LeadMagnetResponse };

/** The spec's client rules (section 5): an email must contain "@", a name must not be blank. */
export function validateLead(name: string, email: string): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  if (!name.trim()) errors.name = LEAD_MESSAGES.name;
  if (!email.includes('@')) errors.email = LEAD_MESSAGES.email;
  return errors;
}

function utmSource(): string {
  return new URLSearchParams(window.location.search).get('utm_source') || 'organic';
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: LeadMagnetTrigger;
  startedAt: number;
}

export function LeadMagnetDialog({ open, onOpenChange, trigger, startedAt }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const field = (k: string) => String(data.get(k) ?? '');
    const clientErrors = validateLead(field('name'), field('email'));
    setErrors(clientErrors);
    setFormError(undefined);
    if (Object.keys(clientErrors).length) return;
    setPhase({ kind: 'submitting' });
    try {
      const response = await requestLeadMagnet({
        email: field('email').trim().toLowerCase(),
        name: field('name').trim(),
        trigger,
        requestedResource: 'water-safety-checklist',
        source: window.location.href,
        utm: utmSource(),
        timeOnPage: Date.now() - startedAt,
        website: field('website'),
        url: field('url'),
        hp_email: field('hp_email'),
      });
      trackEvent('lead_magnet_submitted', { trigger });
      setPhase({ kind: 'success', response });
    } catch (error) {
      const failure = describeLeadFailure(error);
      setErrors(failure.fieldErrors);
      setFormError(failure.message);
      setPhase({ kind: 'form' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={phase.kind === 'success' ? 'Check your inbox!' : 'Get the Water Safety Checklist'}
      description={phase.kind === 'success' ? undefined : CHECKLIST_DESCRIPTION}
    >
      {phase.kind === 'success' ? (
        <div role="status">
          <p className="flex items-start gap-3 text-slate-700">
            <CheckCircle2 className="size-8 shrink-0 text-teal-700" aria-hidden="true" />
            {phase.response.message}
          </p>
          <Link
            to={phase.response.resourceUrl}
            onClick={() => onOpenChange(false)}
            className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
          >
            Open the Water Safety Checklist
          </Link>
        </div>
      ) : (
        <>
          <p className="text-xs font-bold uppercase tracking-widest text-teal-800">Free for DMV families</p>
          <form
            className="mt-3 space-y-4"
            onSubmit={submit}
            noValidate
            aria-busy={phase.kind === 'submitting'}
          >
            <Field id="lead-name" label="First name" error={errors.name}>
              <Input name="name" autoComplete="given-name" />
            </Field>
            <Field id="lead-email" label="Email" error={errors.email}>
              <Input name="email" type="email" autoComplete="email" />
            </Field>
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              {['website', 'url', 'hp_email'].map((n) => (
                <label key={n}>
                  Leave this field empty
                  <input name={n} tabIndex={-1} autoComplete="off" />
                </label>
              ))}
            </div>
            <div role="alert">
              {formError && (
                <p className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">{formError}</p>
              )}
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={phase.kind === 'submitting'}>
              {phase.kind === 'submitting' && <Loader2 className="animate-spin" aria-hidden="true" />}
              {phase.kind === 'submitting' ? 'Sending...' : 'Send Me the Checklist'}
            </Button>
            <p className="flex items-center gap-2 text-xs text-slate-600">
              <ShieldCheck className="size-4 shrink-0" aria-hidden="true" /> No spam. One email with your
              checklist.
            </p>
          </form>
        </>
      )}
    </Dialog>
  );
}

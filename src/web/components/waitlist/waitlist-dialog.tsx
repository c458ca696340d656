import { Loader2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { failureOf, FormAlert, issuesByField, SavedMessage, type FieldErrors } from './waitlist-form-parts';

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'saved'; message: string };

interface WaitlistDialogProps<S extends z.ZodType> {
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  /** The request's schema from `core/api`: the page refuses what the server would, beside the field concerned. */
  schema: S;
  /** The request as the fields hold it now. */
  values: z.input<S>;
  send: (request: z.output<S>) => Promise<{ message: string }>;
  /** Request fields with no box of their own, whose message shows in the form's alert instead. */
  alertFields: string[];
  onClose: () => void;
  /** The fields, given the message for each. */
  children: (errors: FieldErrors, busy: boolean) => ReactNode;
}

/**
 * A waitlist request in a dialog: for one full time ("Join waitlist") or for times like one ("Notify me"). The
 * server's answer is shown as it is sent and kept until the dialog closes; a refusal shows its message beside the
 * field it names, or above the buttons, and keeps the form.
 */
export function WaitlistDialog<S extends z.ZodType>({
  title,
  description,
  formLabel,
  submitLabel,
  schema,
  values,
  send,
  alertFields,
  onClose,
  children,
}: WaitlistDialogProps<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind !== 'editing') return;
    const parsed = schema.safeParse(values);
    setAlert(null);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setPhase({ kind: 'sending' });
    try {
      const saved = await send(parsed.data);
      setPhase({ kind: 'saved', message: saved.message });
    } catch (err) {
      const failure = failureOf(err);
      setErrors(failure.fields);
      setAlert(failure.message);
      setPhase({ kind: 'editing' });
    }
  }

  const sending = phase.kind === 'sending';
  const alertMessage = alert ?? alertFields.map((field) => errors[field]).find(Boolean) ?? null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      busy={sending}
    >
      {/* Mounted from the start, so the answer is announced when it arrives. */}
      <div role="status">{phase.kind === 'saved' && <SavedMessage message={phase.message} />}</div>
      {phase.kind === 'saved' ? (
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={formLabel}>
          {children(errors, sending)}
          <FormAlert message={alertMessage} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

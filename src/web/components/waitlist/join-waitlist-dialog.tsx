import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { JOIN_WAITLIST_BUTTON, waitlistJoinRequestSchema } from '@core/api/waitlist';
import { lessonTypeById, type LessonTypeId } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { joinWaitlist } from './join-waitlist';
import {
  errorProps,
  failureOf,
  FieldError,
  FormAlert,
  issuesByField,
  SavedMessage,
  type FieldErrors,
} from './waitlist-form-parts';

/** The full time a family asks to wait for, as the page showing it words it. */
export interface WaitlistTime {
  id: string;
  lessonType: LessonTypeId;
  /** "Saturday, July 12, 9:00 AM - 9:45 AM" in the zone the page shows. */
  label: string;
}

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'joined'; message: string };

/**
 * "Join waitlist" for one full time: name, email and swimmers (up to what the lesson type takes). The server's
 * answer is shown as it is sent ("You're on the waitlist ..."); a refusal shows its message and keeps the form.
 */
export function JoinWaitlistDialog({
  time,
  timeZone,
  onClose,
}: {
  time: WaitlistTime;
  /** The family's zone, so the emails write times the way the page showed them. */
  timeZone: string;
  onClose: () => void;
}) {
  const type = lessonTypeById(time.lessonType);
  const ids = { name: useId(), email: useId(), swimmers: useId() };
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [swimmers, setSwimmers] = useState(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind !== 'editing') return;
    const parsed = waitlistJoinRequestSchema.safeParse({ slotId: time.id, name, email, swimmers, timeZone });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      setAlert(null);
      return;
    }
    setErrors({});
    setAlert(null);
    setPhase({ kind: 'sending' });
    try {
      const joined = await joinWaitlist(parsed.data);
      setPhase({ kind: 'joined', message: joined.message });
    } catch (err) {
      const failure = failureOf(err);
      setErrors(failure.fields);
      setAlert(failure.message);
      setPhase({ kind: 'editing' });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Join the waitlist"
      description={`${time.label}, ${type.label}. This time is full: if a seat opens, we hold it for you and email you a link to book it.`}
      busy={phase.kind === 'sending'}
    >
      {/* Mounted from the start, so the answer is announced when it arrives. */}
      <div role="status">{phase.kind === 'joined' && <SavedMessage message={phase.message} />}</div>
      {phase.kind === 'joined' ? (
        <div className="mt-4">
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label="Join the waitlist">
          <Field id={ids.name} label="Name" mark="required">
            <Input
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...errorProps(ids.name, errors.name)}
            />
          </Field>
          <FieldError id={`${ids.name}-error`} message={errors.name} />
          <Field id={ids.email} label="Email" mark="required">
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...errorProps(ids.email, errors.email)}
            />
          </Field>
          <FieldError id={`${ids.email}-error`} message={errors.email} />
          <Field id={ids.swimmers} label="Number of swimmers" mark="required" className="sm:w-48">
            <Select
              value={swimmers}
              onChange={(e) => setSwimmers(Number(e.target.value))}
              {...errorProps(ids.swimmers, errors.swimmers)}
            >
              {Array.from({ length: type.maxSwimmers }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </Field>
          <FieldError id={`${ids.swimmers}-error`} message={errors.swimmers} />
          <FormAlert message={alert ?? errors.slotId ?? errors.form ?? null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={phase.kind === 'sending'}>
              Cancel
            </Button>
            <Button type="submit" disabled={phase.kind === 'sending'}>
              {phase.kind === 'sending' && <Loader2 className="animate-spin" aria-hidden="true" />}
              {JOIN_WAITLIST_BUTTON}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

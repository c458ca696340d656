import { useId, useState } from 'react';
import { JOIN_WAITLIST_BUTTON, waitlistJoinRequestSchema } from '@core/api/waitlist';
import { lessonTypeById, type LessonTypeId } from '@core/catalog/lesson-types';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { joinWaitlist } from './join-waitlist';
import { SwimmerCountOptions } from './waitlist-form-parts';
import { WaitlistDialog } from './waitlist-dialog';

/** The full time a family asks to wait for, as the page showing it words it. */
export interface WaitlistTime {
  id: string;
  lessonType: LessonTypeId;
  /** "Saturday, July 12, 9:00 AM - 9:45 AM" in the zone the page shows. */
  label: string;
}

/** "Join waitlist" for one full time: name, email and swimmers (up to what the lesson type takes). */
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

  return (
    <WaitlistDialog
      title="Join the waitlist"
      description={`${time.label}, ${type.label}. This time is full: if a seat opens, we hold it for you and email you a link to book it.`}
      formLabel="Join the waitlist"
      submitLabel={JOIN_WAITLIST_BUTTON}
      schema={waitlistJoinRequestSchema}
      values={{ slotId: time.id, name, email, swimmers, timeZone }}
      send={joinWaitlist}
      alertFields={['slotId', 'form']}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field id={ids.name} label="Name" mark="required" error={errors.name}>
            <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id={ids.email} label="Email" mark="required" error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field
            id={ids.swimmers}
            label="Number of swimmers"
            mark="required"
            className="sm:w-48"
            error={errors.swimmers}
          >
            <Select value={swimmers} onChange={(e) => setSwimmers(Number(e.target.value))}>
              <SwimmerCountOptions max={type.maxSwimmers} />
            </Select>
          </Field>
        </>
      )}
    </WaitlistDialog>
  );
}

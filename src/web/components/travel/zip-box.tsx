import { useState } from 'react';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { clsx } from 'clsx';
import { isZipCode, useZipInfo } from './get-zip-info';
import { ZipMessage } from './zip-message';

export const ZIP_BOX_LABEL = 'Where will lessons be? ZIP code';

interface Props {
  value: string;
  onChange: (zip: string) => void;
  id?: string;
  className?: string;
}

/** Keeps the digits of what was typed or pasted: "20815-1234" becomes "20815". */
export const zipDigits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/**
 * The calendars' ZIP box: a family says where the lessons will be, and hears at once what travel costs there, or that
 * the place is outside our service area. The page decides what the ZIP changes (see useZipFilter).
 */
export function ZipBox({ value, onChange, id = 'lesson-zip', className }: Props) {
  const [left, setLeft] = useState(false);
  const zip = isZipCode(value) ? value.trim() : null;
  const lookup = useZipInfo(zip);
  const showFormatError = left && value.trim() !== '' && zip === null;
  return (
    <div className={clsx('max-w-md', className)}>
      <Field
        id={id}
        label={ZIP_BOX_LABEL}
        hint="Our instructors come to your pool. Your ZIP shows the travel fee and the times we can reach you."
      >
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          value={value}
          onChange={(e) => {
            setLeft(false);
            onChange(zipDigits(e.target.value));
          }}
          onBlur={() => setLeft(true)}
          aria-invalid={showFormatError || undefined}
          // The hint, then what the ZIP means (its fee, or why it is refused), read out with the box.
          aria-describedby={`${id}-hint ${id}-message`}
          className="w-32"
        />
      </Field>
      <ZipMessage
        id={`${id}-message`}
        zip={zip}
        lookup={lookup}
        showFormatError={showFormatError}
        className="mt-2"
      />
    </div>
  );
}

import type { ComponentProps } from 'react';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

/**
 * A travel setting's box: the owned Field and Input, with a refused value's error also in the box's name ("Base ZIP
 * Enter a 5-digit ZIP code"), so the setting and what is wrong with it are read together, as this form always read;
 * the hint stays the description. It points at the error and hint by the ids Field gives them (`<id>-error`,
 * `<id>-hint`).
 */
export function TravelField({
  id,
  label,
  hint,
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; label: string; hint?: string; error?: string }) {
  const labelId = `${id}-label`;
  const namedByError = error
    ? { 'aria-labelledby': `${labelId} ${id}-error`, 'aria-describedby': hint ? `${id}-hint` : undefined }
    : {};
  return (
    <Field id={id} label={<span id={labelId}>{label}</span>} hint={hint} error={error}>
      <Input {...input} {...namedByError} />
    </Field>
  );
}

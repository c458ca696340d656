import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { inputClass } from './parts';

/** The label wraps the control, hint and error, so all three are read with the field. */
export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <span className="mt-1 block">{children}</span>
      {hint && <span className="mt-1 block text-xs font-normal text-slate-600">{hint}</span>}
      {error && <span className="mt-1 block text-xs font-semibold text-red-700">{error}</span>}
    </label>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'>;

/** A labelled text, number or date input; the form gets the typed string and converts it itself. */
export function TextField({
  label,
  error,
  hint,
  value,
  onValue,
  className,
  ...input
}: InputProps & {
  label: string;
  error?: string;
  hint?: string;
  value: string | number;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <input
        className={className ? `${inputClass} ${className}` : inputClass}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
    </Field>
  );
}

/** A checkbox with its words beside it, for a yes/no setting of a record. */
export function CheckboxField({
  label,
  checked,
  onChecked,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} /> {label}
    </label>
  );
}

/** Cancel on the left, the form's submit on the right, as every admin dialog form ends. */
export function FormActions({
  onCancel,
  cancelText = 'Cancel',
  submitText,
  submitVariant,
  disabled,
}: {
  onCancel: () => void;
  cancelText?: string;
  submitText: string;
  submitVariant?: 'default' | 'destructive';
  disabled: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        {cancelText}
      </Button>
      <Button type="submit" variant={submitVariant} disabled={disabled}>
        {submitText}
      </Button>
    </div>
  );
}

import { createContext, use, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { clsx } from 'clsx';

/** The look every text box, list and text area shares; a field in error shows a red border. */

/** What a field hands the one control inside it: its id, the words that describe it, and (in a form) its registration. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  registration?: UseFormRegisterReturn;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The props a control takes from the field around it; a control outside a field gets none. */
export function useFieldControl(): FieldControlProps | null {
  return use(FieldContext);
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Say "(required)" or "(optional)" after the label; left out, the label stands alone. */
  mark?: 'required' | 'optional';
  className?: string;
  labelClassName?: string;
  registration?: UseFormRegisterReturn;
  /** The one Input, Select or Textarea the label, hint and error belong to. */
  children: ReactNode;
}

/**
 * A labelled form control with its hint and error tied to it, so a screen reader reads all three with the
 * control. The control inside (Input, Select, Textarea) takes its id and descriptions from here.
 */
export function Field({
  id,
  label,
  hint,
  error,
  mark,
  className,
  labelClassName,
  registration,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    ...(mark === 'required' ? { required: true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(registration ? { registration } : {}),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={clsx('field-label', labelClassName)}>
        {label}
        {mark === 'required' && (
          <span className="text-red-700">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">(required)</span>
          </span>
        )}
        {mark === 'optional' && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The props of the field around a control, merged under the control's own (its own win, its class is added). The
 * shared look is the `field-control` component of styles.css, so a caller's utilities win over it.
 */
export function withFieldControl<P extends { id?: string; className?: string }>(
  field: FieldControlProps | null,
  props: P,
): P & Omit<FieldControlProps, 'registration'> {
  if (!field) return { ...props, className: clsx('field-control', props.className) } as P & FieldControlProps;
  const { registration, ...control } = field;
  return {
    ...control,
    ...registration,
    ...props,
    className: clsx('field-control', props.className),
  } as P & FieldControlProps;
}

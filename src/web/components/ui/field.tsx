import type { ReactNode } from 'react';

export const fieldControlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-ocean-600 sm:text-sm';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    className: string;
    required: boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled form control; required fields say so in words, not only with an asterisk. */
export function Field({ id, label, required = false, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">(required)</span>
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children({
        id,
        className: fieldControlClass,
        required,
        ...(hint ? { 'aria-describedby': `${id}-hint` } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

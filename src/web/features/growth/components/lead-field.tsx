const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base aria-[invalid=true]:border-red-700';

/** A labelled field of the checklist form whose error is announced with it. */
export function LeadField({
  name,
  label,
  type,
  autoComplete,
  error,
}: {
  name: 'name' | 'email';
  label: string;
  type?: 'email';
  autoComplete: string;
  error: string | undefined;
}) {
  const id = `lead-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

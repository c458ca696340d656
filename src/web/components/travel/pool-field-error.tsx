/** A field's message under it, linked to the control by id (`${controlId}-error`). */
export function PoolFieldError({ controlId, message }: { controlId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${controlId}-error`} className="mt-1 text-sm break-words text-red-700">
      {message}
    </p>
  );
}

/** The ids a control is described by: its error when shown, then anything else (a hint, the ZIP's message). */
export const describedBy = (
  controlId: string,
  error: string | undefined,
  ...others: (string | undefined)[]
) => [error ? `${controlId}-error` : undefined, ...others].filter(Boolean).join(' ') || undefined;

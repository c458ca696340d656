import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';

/**
 * A 400's field errors set beside their own fields (the server names them as the form does); false when the refusal
 * named no field, so the caller says it another way.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
): boolean {
  if (!(err instanceof ApiError) || !err.fieldErrors) return false;
  const entries = Object.entries(err.fieldErrors);
  for (const [name, message] of entries) setError(name as Path<T>, { type: 'server', message });
  return entries.length > 0;
}

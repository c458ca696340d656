import { CheckCircle2 } from 'lucide-react';
import type { z } from 'zod';
import { ApiError } from '@web/lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed parse, keyed by the field's top-level name. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What a refused request means for the form: messages beside fields when the server named them, else one alert. */
export function failureOf(err: unknown): { fields: FieldErrors; message: string | null } {
  if (err instanceof ApiError && err.fieldErrors && Object.keys(err.fieldErrors).length > 0)
    return { fields: err.fieldErrors, message: null };
  return { fields: {}, message: err instanceof Error ? err.message : 'Request failed' };
}

/** The words under a field, tied to it by id so a screen reader reads them with the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** The choices of a swimmer count, 1 to `max`. */
export function SwimmerCountOptions({ max }: { max: number }) {
  return Array.from({ length: max }, (_, i) => i + 1).map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));
}

/** The server's answer after the family was added: its sentence, kept on screen until the dialog closes. */
export function SavedMessage({ message }: { message: string }) {
  return (
    <p className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}

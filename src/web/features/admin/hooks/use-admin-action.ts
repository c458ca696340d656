import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/** A change the owner makes: on success a toast and fresh admin data; on failure the server's message. */
export function useAdminAction<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  success: (result: TResult) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      toast({ title: success(result) });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => {
      toast({
        title: 'Not saved',
        description: err instanceof ApiError ? err.message : 'Connection error. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

export const fieldErrorsOf = (err: unknown): Record<string, string> =>
  err instanceof ApiError && err.fieldErrors ? err.fieldErrors : {};

/** A refusal's field errors set on a react-hook-form form, so each shows beside its own field until it is changed. */
export function showFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, err: unknown) {
  for (const [name, message] of Object.entries(fieldErrorsOf(err)))
    setError(name as Path<T>, { type: 'server', message });
}

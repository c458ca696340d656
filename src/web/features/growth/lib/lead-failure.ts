import { ApiError } from '@web/lib/api-client';

export type LeadFieldErrors = Partial<Record<'name' | 'email', string>>;

const LEAD_FAILURE_MESSAGES = {
  checkInput: 'Please check your input and try again.',
  failed: 'Failed to submit. Please try again.',
} as const;

/**
 * The spec's wording (section 8) for a checklist request that did not go through. The server's own message wins;
 * without one, a refusal of the fields asks the visitor to check them and anything else (a server fault, a proxy
 * page, no connection) says the submission failed. The API client's generic "Request failed ..." text is not used:
 * it says nothing a visitor can act on.
 */
export function describeLeadFailure(error: unknown): { message: string; fieldErrors: LeadFieldErrors } {
  if (!(error instanceof ApiError)) return { message: LEAD_FAILURE_MESSAGES.failed, fieldErrors: {} };
  const refusedFields = error.status >= 400 && error.status < 500 ? error.fieldErrors : undefined;
  if (!refusedFields)
    return { message: error.serverMessage || LEAD_FAILURE_MESSAGES.failed, fieldErrors: {} };
  const { name, email } = refusedFields;
  return { message: error.serverMessage || LEAD_FAILURE_MESSAGES.checkInput, fieldErrors: { name, email } };
}

import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@core/api/contact';
import { api } from '@web/lib/api-client';

/**
 * The spec's contact flow (section 7): Mailchimp first; on any failure the same payload goes to /api/contact,
 * which stores the message. Only when both fail does the visitor see the failure message.
 */
export async function sendContactMessage(payload: ContactRequest): Promise<ContactResponse> {
  try {
    return await api.post<ContactResponse>('/api/mailchimp/contact', payload);
  } catch {
    return api.post<ContactResponse>('/api/contact', payload);
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

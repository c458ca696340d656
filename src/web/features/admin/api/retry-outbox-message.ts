import type { OutboxMessage } from '@core/api/email';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminSend } from './admin-client';

/** Gives a parked message a fresh set of tries, starting now. */
export const retryOutboxMessage = (id: string) =>
  adminSend<OutboxMessage>('POST', `/api/admin/outbox/${encodeURIComponent(id)}/retry`);

export function useRetryOutboxMessage() {
  return useAdminAction(retryOutboxMessage, (message) => `Sending again to ${message.toAddress}`);
}

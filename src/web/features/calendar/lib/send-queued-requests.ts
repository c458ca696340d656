import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { timeSlotsKey } from '../api/get-time-slots';
import { flushPendingRequests, pendingRequests } from './request-outbox';

/** The toast for a request the server has stored, whether sent at once or later from the queue. */
export function toastRequestStored(requestId: string): void {
  toast({
    title: 'Request Received!',
    description: `Your lesson request ${requestId} is pending approval. You'll receive email confirmation soon.`,
  });
}

/** Sends every queued request once; each one the server stores gets the "Request Received!" toast. */
export async function sendQueuedRequests(queryClient: QueryClient, cancelled: () => boolean): Promise<void> {
  if (!pendingRequests().length) return;
  const delivered = await flushPendingRequests();
  if (cancelled() || !delivered.length) return;
  for (const { response } of delivered) toastRequestStored(response.requestId);
  void queryClient.invalidateQueries({ queryKey: timeSlotsKey });
}

import type { QueryClient } from '@tanstack/react-query';
import { trackEvent } from '@web/lib/analytics';
import { toast } from '@web/lib/toast';
import { timeSlotsKey } from '../api/get-time-slots';
import { flushPendingRequests, pendingRequests } from './request-outbox';

/**
 * The toast for a request the server has stored, whether sent at once or later from the queue; the growth report
 * counts it (as a request of this visit) from the same moment.
 */
export function toastRequestStored(requestId: string): void {
  trackEvent('request_sent');
  toast({
    title: 'Request Received!',
    description: `Your lesson request ${requestId} is pending approval. You'll receive email confirmation soon.`,
  });
}

/** The toast for a queued request the server refused for good: it was not stored, and the visitor must ask again. */
export function toastRequestRefused(fallbackId: string, reason: string): void {
  toast({
    title: 'Lesson request not sent',
    description: `Your lesson request ${fallbackId} could not be sent: ${reason}`,
    variant: 'destructive',
  });
}

/**
 * Sends every queued request once; each one the server stores gets the "Request Received!" toast, and each one it
 * refuses for good a toast saying why.
 */
export async function sendQueuedRequests(queryClient: QueryClient, cancelled: () => boolean): Promise<void> {
  if (!pendingRequests().length) return;
  const { delivered, refused } = await flushPendingRequests();
  if (cancelled()) return;
  for (const { entry, message } of refused) toastRequestRefused(entry.fallbackId, message);
  if (!delivered.length) return;
  for (const { response } of delivered) toastRequestStored(response.requestId);
  void queryClient.invalidateQueries({ queryKey: timeSlotsKey });
}

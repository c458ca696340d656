import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/lib/toast';
import { timeSlotsKey } from '../api/get-time-slots';
import { flushPendingRequests, pendingRequests } from '../lib/request-outbox';

const RETRY_EVERY_MS = 30_000;

/**
 * Sends requests that were queued while the server was unreachable: now, whenever the browser comes back
 * online, and every 30 seconds while any are waiting. Mounted once for the whole site.
 */
export function useRequestOutbox() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const flush = async () => {
      if (!pendingRequests().length) return;
      const delivered = await flushPendingRequests();
      if (cancelled || !delivered.length) return;
      for (const { response } of delivered) {
        toast({
          title: 'Request Received!',
          description: `Your lesson request ${response.requestId} is pending approval. You'll receive email confirmation soon.`,
        });
      }
      void queryClient.invalidateQueries({ queryKey: timeSlotsKey });
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}

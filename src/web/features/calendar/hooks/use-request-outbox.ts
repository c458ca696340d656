import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasQueuedRequests } from '../lib/outbox-storage-key';

const RETRY_EVERY_MS = 30_000;

/**
 * Sends requests that were queued while the server was unreachable: now, whenever the browser comes back
 * online, and every 30 seconds while any are waiting. Mounted once for the whole site. The sending code loads
 * only when something is queued, so ordinary page views do not download it.
 */
export function useRequestOutbox() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const flush = async () => {
      if (!hasQueuedRequests()) return;
      const { sendQueuedRequests } = await import('../lib/send-queued-requests');
      if (!cancelled) await sendQueuedRequests(queryClient, () => cancelled);
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

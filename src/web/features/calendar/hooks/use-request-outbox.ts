import { useEffect } from 'react';
import { hasQueuedRequests } from '../lib/outbox-storage-key';

const RETRY_EVERY_MS = 30_000;

/**
 * Sends requests that were queued while the server was unreachable: now, whenever the browser comes back
 * online, and every 30 seconds while any are waiting. Mounted once for the whole site. The sending code loads
 * only when something is queued, so ordinary page views do not download it.
 */
export function useRequestOutbox() {
  useEffect(() => {
    let cancelled = false;
    const flush = async () => {
      if (!hasQueuedRequests()) return;
      const [{ sendQueuedRequests }, { appQueryClient }] = await Promise.all([
        import('../lib/send-queued-requests'),
        import('@web/lib/app-query-cache'),
      ]);
      if (!cancelled) await sendQueuedRequests(appQueryClient(), () => cancelled);
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
  }, []);
}

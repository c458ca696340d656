import { useRequestOutbox } from '../hooks/use-request-outbox';

/**
 * Mounted once for the whole site, so a lesson request queued while the server was unreachable is sent on the
 * visitor's next page load, whichever page that is, and whenever the browser comes back online.
 */
export function PendingRequestSender() {
  useRequestOutbox();
  return null;
}

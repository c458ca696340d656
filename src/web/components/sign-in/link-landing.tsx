import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { clsx } from 'clsx';
import { clearAddressFragment, readFragmentValue } from '@web/lib/link-fragment';

/**
 * The token of the emailed link the page was opened with (`#token=...`), or null. It is read once, before the
 * fragment is taken out of the address bar (React may run effects twice in development), so it never lingers there.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => readFragmentValue(window.location.hash, 'token'));
  useEffect(() => clearAddressFragment(), []);
  return token;
}

/** Why a link did not sign in: the server refused the link itself (used or expired), or the request failed. */
export type LinkFailure = { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

export function linkFailure(err: unknown): LinkFailure {
  if (err instanceof ApiError && err.status === 400) return { kind: 'invalid', message: err.message };
  return { kind: 'failed', message: err instanceof Error ? err.message : 'Request failed' };
}

/** A request that failed (no connection, a server fault): its message and another go with the same link. */
export function LinkFailedAlert({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={clsx('rounded-xl border border-red-300 bg-red-50 p-4 text-red-900', className)}
    >
      <p>{message}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The server's words on a used or expired link, shown above the form that asks for a new one. */
export function LinkRefusedNotice({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {message}
    </p>
  );
}

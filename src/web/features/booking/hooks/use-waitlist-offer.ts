/**
 * A waitlist offer's link lands on `/booking#offer=<token>`. The page reads the token once, takes it out of the
 * address bar, and claims the offer: on success the wizard opens on the offered time, already held; on a refusal
 * (the offer lapsed, was declined or used, or the link is wrong) the server's message is shown over the calendar.
 */
import { useEffect, useRef, useState } from 'react';
import type { WaitlistClaimResponse } from '@core/api/waitlist';
import { OFFER_FRAGMENT_KEY } from '@core/api/waitlist-text';
import { clearAddressFragment, readFragmentValue } from '@web/lib/link-fragment';
import { claimWaitlistOffer } from '../api/claim-waitlist-offer';

export type WaitlistOfferState =
  | { kind: 'none' }
  | { kind: 'claiming' }
  | { kind: 'claimed'; claim: WaitlistClaimResponse }
  | { kind: 'refused'; message: string };

export function useWaitlistOffer(onClaimed: (claim: WaitlistClaimResponse) => void) {
  // Read before the fragment is removed; React may run the effect twice in development.
  const [token] = useState(() => readFragmentValue(window.location.hash, OFFER_FRAGMENT_KEY));
  const [state, setState] = useState<WaitlistOfferState>(() =>
    token ? { kind: 'claiming' } : { kind: 'none' },
  );
  const attempt = useRef<Promise<WaitlistClaimResponse> | null>(null);
  const claimed = useRef(onClaimed);
  claimed.current = onClaimed;

  useEffect(() => {
    if (readFragmentValue(window.location.hash, OFFER_FRAGMENT_KEY)) clearAddressFragment();
    if (!token) return;
    let current = true;
    attempt.current ??= claimWaitlistOffer({ token });
    attempt.current.then(
      (claim) => {
        if (!current) return;
        setState({ kind: 'claimed', claim });
        claimed.current(claim);
      },
      (err: unknown) => {
        if (!current) return;
        setState({ kind: 'refused', message: err instanceof Error ? err.message : 'Request failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  return state;
}

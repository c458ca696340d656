import { useEffect, useState } from 'react';
import { hasConverted, trackEvent } from '@web/lib/analytics';

export const LEAD_MAGNET_DELAY_MS = 45_000;
export const LEAD_MAGNET_SEEN_KEY = 'swim.leadMagnet.shown';

export type LeadMagnetTrigger = 'exit_intent' | 'time';

function alreadyShown(): boolean {
  try {
    return window.localStorage.getItem(LEAD_MAGNET_SEEN_KEY) !== null;
  } catch {
    return true; // without storage we cannot keep "once per visitor", so do not risk nagging
  }
}

function rememberShown() {
  try {
    window.localStorage.setItem(LEAD_MAGNET_SEEN_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the trigger state below still stops a second showing in this page.
  }
}

/**
 * Opens the lead magnet once per visitor (spec section 4): when the mouse leaves through the top of the page
 * (exit intent) or after 45 seconds, whichever comes first. The time trigger is skipped once the visitor has
 * converted. Returns how it was triggered, or undefined while it has not been.
 */
export function useLeadMagnetTrigger(enabled: boolean): LeadMagnetTrigger | undefined {
  const [trigger, setTrigger] = useState<LeadMagnetTrigger>();

  useEffect(() => {
    if (!enabled || trigger || alreadyShown()) return;
    const fire = (how: LeadMagnetTrigger) => {
      if (alreadyShown()) return;
      rememberShown();
      trackEvent('lead_magnet_shown', { trigger: how });
      setTrigger(how);
    };
    const onMouseOut = (e: MouseEvent) => {
      if (e.relatedTarget === null && e.clientY <= 0) fire('exit_intent');
    };
    document.addEventListener('mouseout', onMouseOut);
    const timer = hasConverted() ? undefined : setTimeout(() => fire('time'), LEAD_MAGNET_DELAY_MS);
    return () => {
      document.removeEventListener('mouseout', onMouseOut);
      if (timer) clearTimeout(timer);
    };
  }, [enabled, trigger]);

  return trigger;
}

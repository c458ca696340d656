import { useEffect, type RefObject } from 'react';

/**
 * Signing in or out swaps the whole admin page without a route change, and the button that had focus goes with it.
 * The browser then leaves focus on the document body, so keyboard and screen-reader users would start again at the
 * top of the site; this starts them at the new screen's heading. Focus that is somewhere real is left alone.
 */
export function useFocusIfLost(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) target.current?.focus();
  }, [target]);
}

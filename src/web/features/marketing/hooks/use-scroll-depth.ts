import { useEffect } from 'react';
import { trackScrollDepth } from '@web/lib/analytics';

/** Records how far down the page the visitor reads, in 25 % steps. */
export function useScrollDepth() {
  useEffect(() => trackScrollDepth(), []);
}

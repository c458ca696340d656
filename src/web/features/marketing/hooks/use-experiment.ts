import { useState } from 'react';
import { assignVariant, EXPERIMENTS, type ExperimentId, type VariantOf } from '@web/lib/analytics';

/**
 * This visitor's variant. Prerendering (no window) always shows the first variant, the default the spec names,
 * so the HTML served before scripts run is stable.
 */
export function useExperiment<E extends ExperimentId>(experiment: E): VariantOf<E> {
  const [variant] = useState(() =>
    typeof window === 'undefined'
      ? (EXPERIMENTS[experiment][0].id as VariantOf<E>)
      : assignVariant(experiment),
  );
  return variant;
}

/** Monitoring's door: request ids, Prometheus metrics at /metrics, and optional error reporting. */
export { setUpMonitoring, type Monitoring } from './set-up';
export { requestIdOf } from './request-id';
export type { Metrics } from './metrics';

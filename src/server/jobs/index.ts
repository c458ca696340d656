import type { Job } from './scheduler';

/** Every background job the server runs. Each area adds its own job here. */
export const JOBS: Job[] = [];

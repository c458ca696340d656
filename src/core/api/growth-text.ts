/**
 * What the browser's analytics sender needs of the growth contract, without zod: the home page sends events and
 * must not load the schemas (core/api/growth.ts checks the same limits on the server).
 */
export const ANALYTICS_PATH = '/api/growth/events';
export const ANALYTICS_BATCH_MAX = 50;

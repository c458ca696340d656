import { api } from '@web/lib/api-client';

/** Ends the family session on this browser. */
export const signOutFamily = () => api.delete<void>('/api/family/session');

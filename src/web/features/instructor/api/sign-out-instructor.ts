import { api } from '@web/lib/api-client';

/** `DELETE /api/instructor/session`: ends the instructor's session on this phone. */
export const signOutInstructor = () => api.delete<void>('/api/instructor/session');

import { fakeApi } from '@web/test/fake-api';

export const INSTRUCTOR_SESSION = { id: 'i1', name: 'Alex Rivera', email: 'alex@example.com' };

/** The fake server with an instructor signed in, answering `routes` besides. */
export function signedInInstructor(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({ 'GET /api/instructor/session': { status: 200, body: INSTRUCTOR_SESSION }, ...routes });
}

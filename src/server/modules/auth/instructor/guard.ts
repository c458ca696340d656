import type { FastifyReply, FastifyRequest } from 'fastify';
import { INSTRUCTOR_SIGN_IN_REQUIRED, type InstructorSession } from '@core/api/instructor';
import { AppError } from '../../../errors';
import { readCookie } from '../cookies';
import { requireSameSite } from '../request-guards';
import { instructorCookieName } from './cookies';
import { resolveInstructorSession } from './sign-in';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireInstructor`: the instructor signed in on this phone. */
    instructor?: InstructorSession;
  }
}

/** 401 without a live instructor session; on writes also 403 from another site. Runs before the body is read. */
export async function requireInstructor(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const app = request.server;
  const instructor = await resolveInstructorSession(
    app,
    readCookie(request, instructorCookieName(app.config)),
  );
  if (!instructor) throw new AppError('UNAUTHENTICATED', 401, INSTRUCTOR_SIGN_IN_REQUIRED);
  requireSameSite(request);
  request.instructor = instructor;
}

export function currentInstructor(request: FastifyRequest): InstructorSession {
  if (!request.instructor) throw new AppError('UNAUTHENTICATED', 401, INSTRUCTOR_SIGN_IN_REQUIRED);
  return request.instructor;
}

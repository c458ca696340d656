import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceRequestSchema,
  daySheetLessonSchema,
  daySheetQuerySchema,
  daySheetSchema,
  finishLessonResultSchema,
  instructorLessonParamsSchema,
  instructorRouteSchema,
  instructorSwimmerParamsSchema,
  signOffRequestSchema,
} from '@core/api/instructor';
import { idParamsSchema } from '@core/api/admin';
import { dayKey } from '@core/api/common';
import { currentInstructor, requireAdmin, requireInstructor } from '../auth';
import { perAddressRouteLimit } from '../limits';
import { daySheet } from './day-sheet';
import { finishLesson, recordAttendance, recordSignoffs } from './recording';
import { instructorRoute } from './service';
import { noStore } from '../../lib/no-store';

/** The day sheet and what the instructor records (sign-in is auth's); another instructor's lesson is a 404. */
export const instructorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/instructor/day',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { querystring: daySheetQuerySchema, response: { 200: daySheetSchema } },
    },
    async (request) => daySheet(app, currentInstructor(request).id, request.query.date),
  );

  app.put(
    '/api/instructor/lessons/:lessonId/swimmers/:swimmerId/attendance',
    {
      onRequest: requireInstructor,
      schema: {
        params: instructorSwimmerParamsSchema,
        body: attendanceRequestSchema,
        response: { 200: daySheetLessonSchema },
      },
      // A tap per swimmer, changed at will.
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) =>
      recordAttendance(app, currentInstructor(request).id, {
        ...request.params,
        status: request.body.status,
      }),
  );

  app.put(
    '/api/instructor/lessons/:lessonId/swimmers/:swimmerId/milestones',
    {
      onRequest: requireInstructor,
      schema: {
        params: instructorSwimmerParamsSchema,
        body: signOffRequestSchema,
        response: { 200: daySheetLessonSchema },
      },
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) =>
      recordSignoffs(app, currentInstructor(request).id, {
        ...request.params,
        milestoneIds: request.body.milestoneIds,
      }),
  );

  app.post(
    '/api/instructor/lessons/:lessonId/finish',
    {
      onRequest: requireInstructor,
      schema: { params: instructorLessonParamsSchema, response: { 200: finishLessonResultSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => finishLesson(app, currentInstructor(request).id, request.params.lessonId),
  );

  // The owner's side: the day's route.
  app.get(
    '/api/admin/instructors/:id/route',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: {
        params: idParamsSchema,
        querystring: z.object({ date: dayKey.optional() }),
        response: { 200: instructorRouteSchema },
      },
    },
    async (request) => instructorRoute(app, request.params.id, request.query.date),
  );
};

/**
 * Instructors sign in by emailed link, like families: the owner's invitation is the first link (valid a week), and
 * an instructor asks for a new one on /instructor whenever her phone's session has ended (valid 15 minutes). Who
 * the instructors are is the instructors module's: the app hands it in as `app.instructorDirectory`, so auth imports
 * no module above it.
 */
import type { FastifyInstance } from 'fastify';
import { INSTRUCTOR_LINK_INVALID_MESSAGE, type InstructorSession } from '@core/api/instructor';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { secretToken, sha256 } from '../../../lib/ids';
import { writeAudit } from '../../audit';
import { formAddressBucket, releaseHit, requireFormPost, takeHit } from '../../limits';
import { handleSignInRequests, storeSignInRequest } from '../../sign-in-requests';
import * as repo from './repository';

/** What the sign-in needs to know of an instructor. */
export interface InstructorFacts {
  id: string;
  name: string;
  email: string | null;
  active: boolean;
}

/** How the sign-in finds instructors; the instructors module answers, through the app. */
export interface InstructorDirectory {
  byId: (db: Database, id: string) => Promise<InstructorFacts | undefined>;
  /** An active instructor by email, compared trimmed and lower-cased. */
  activeByEmail: (db: Database, email: string) => Promise<InstructorFacts | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instructors, as the instructor sign-in needs them (set in app.ts from the instructors module). */
    instructorDirectory: InstructorDirectory;
  }
}

export const INSTRUCTOR_SESSION_DAYS = 30;
export const SIGN_IN_LINK_MINUTES = 15;
const INVITE_LINK_MINUTES = 7 * 24 * 60;
const LINKS_PER_EMAIL = { max: 3, windowMs: 15 * 60_000 };
const SESSION_ATTEMPTS_PER_ADDRESS = { max: 20, windowMs: 15 * 60_000 };
const LIMIT_MESSAGE =
  'Too many sign-in attempts from your connection. Please wait a few minutes and try again.';

/** The page reads the token from the fragment, which stays out of server logs and Referer headers, and posts it. */
const linkUrl = (publicUrl: string, token: string) => `${publicUrl}/instructor/sign-in#token=${token}`;

const normalEmail = (email: string) => email.trim().toLowerCase();

/** `POST /api/admin/instructors/:id/invite`: emails the instructor a week-long sign-in link. */
export async function inviteInstructor(app: FastifyInstance, instructorId: string, actor: string) {
  const instructor = await app.instructorDirectory.byId(app.db, instructorId);
  if (!instructor) throw notFound('Instructor not found');
  if (!instructor.email)
    throw new AppError('INSTRUCTOR_EMAIL_MISSING', 400, 'Add an email address for this instructor first', {
      email: 'Needed for the invitation',
    });
  if (!instructor.active) throw new AppError('INSTRUCTOR_INACTIVE', 400, 'This instructor is not active');
  const email = normalEmail(instructor.email);
  await repo.inTransaction(app.db, async (tx) => {
    // A new invitation replaces what came before: earlier links (perhaps to an old address) and every session.
    await repo.revokeAccess(tx, instructorId);
    const token = secretToken(32);
    const linkId = await repo.insertLink(tx, {
      tokenHash: sha256(token),
      instructorId,
      kind: 'invite',
      minutes: INVITE_LINK_MINUTES,
    });
    const url = linkUrl(app.config.publicUrl, token);
    await app.emails.queue(tx, { kind: 'instructor_invite', linkId, email, url, name: instructor.name });
    await writeAudit(tx, {
      actor,
      action: 'instructor.invited',
      entityType: 'instructor',
      entityId: instructorId,
      details: { email },
    });
  });
  return { message: `Invitation sent to ${email}`, email };
}

/** `POST /api/admin/instructors/:id/sign-out`: the owner ends the instructor's sessions and unused links. */
export async function signOutInstructor(app: FastifyInstance, instructorId: string, actor: string) {
  const instructor = await app.instructorDirectory.byId(app.db, instructorId);
  if (!instructor) throw notFound('Instructor not found');
  const sessions = await repo.inTransaction(app.db, async (tx) => {
    const ended = await repo.revokeAccess(tx, instructorId);
    await writeAudit(tx, {
      actor,
      action: 'instructor.signed_out',
      entityType: 'instructor',
      entityId: instructorId,
      details: { sessions: ended },
    });
    return ended;
  });
  return {
    message: `${instructor.name} is signed out on every phone (${sessions} ${sessions === 1 ? 'session' : 'sessions'} ended); earlier links no longer work.`,
  };
}

/**
 * After the owner saves an instructor, in the same transaction: a changed email or a deactivation ends earlier links
 * and sessions, so a link sent to an old address (or a phone signed in before) no longer opens the day sheets.
 */
export async function afterInstructorSaved(
  tx: Database,
  before: { id: string; email: string | null; active: boolean } | undefined,
  after: { email: string | null; active: boolean },
) {
  if (!before) return;
  const emailChanged = normalEmail(before.email ?? '') !== normalEmail(after.email ?? '');
  if (emailChanged || (before.active && !after.active)) await repo.revokeAccess(tx, before.id);
}

/**
 * `POST /api/instructor/sign-in-link`: stores the request and returns; the caller answers the same either way. Like
 * the families' (0152), the answer and its timing do not depend on the email: the lookup, the link and its email
 * happen after the answer, in `sendRequestedInstructorLinks`.
 */
export async function requestInstructorLink(app: FastifyInstance, input: { email: string; ip: string }) {
  await requireFormPost(
    app.db,
    'instructor-sign-in-link',
    { ip: input.ip, postsPerWindow: app.config.formPostsPerAddress },
    LIMIT_MESSAGE,
  );
  await storeSignInRequest(app.db, 'instructor', normalEmail(input.email));
}

/** One stored request, in the job's transaction: a link and its email when the email is an active instructor's. */
async function sendInstructorLink(app: FastifyInstance, tx: Database, email: string) {
  const instructor = await app.instructorDirectory.activeByEmail(tx, email);
  if (!instructor) return;
  const counted = await takeHit(tx, `instructor-link:email:${sha256(email)}`, LINKS_PER_EMAIL);
  if (!counted.allowed) return;
  const token = secretToken(32);
  const linkId = await repo.insertLink(tx, {
    tokenHash: sha256(token),
    instructorId: instructor.id,
    kind: 'sign_in',
    minutes: SIGN_IN_LINK_MINUTES,
  });
  const url = linkUrl(app.config.publicUrl, token);
  await app.emails.queue(tx, { kind: 'instructor_sign_in_link', linkId, email, url, name: instructor.name });
}

/** The job's work: handles the stored instructor sign-in link requests, once across server copies; returns how many. */
export const sendRequestedInstructorLinks = (app: FastifyInstance) =>
  handleSignInRequests(app.db, 'instructor', (tx, email) => sendInstructorLink(app, tx, email), app.log);

/** Opens a link: a new 30-day session on this phone. Failed openings count against the client address. */
export async function startInstructorSession(
  app: FastifyInstance,
  input: { token: string; ip: string; previousSessionId: string | undefined },
): Promise<{ sessionId: string; instructor: InstructorSession }> {
  const bucket = formAddressBucket('instructor-session', input.ip);
  const attempt = await takeHit(app.db, bucket, SESSION_ATTEMPTS_PER_ADDRESS);
  if (!attempt.allowed)
    throw new AppError('RATE_LIMITED', 429, LIMIT_MESSAGE, undefined, {
      retryAfterSeconds: Math.ceil(attempt.retryAfterMs / 1000),
    });
  const sessionId = secretToken(32);
  const instructorId = await repo.inTransaction(app.db, async (tx) => {
    // Only an active instructor's link is spent; a link of one since deactivated stays as it was.
    const linked = await repo.findUsableLink(tx, sha256(input.token));
    if (!linked || !(await app.instructorDirectory.byId(tx, linked))?.active) return undefined;
    const id = await repo.consumeLink(tx, sha256(input.token));
    if (!id) return undefined;
    if (input.previousSessionId) await repo.deleteSession(tx, sha256(input.previousSessionId));
    await repo.insertSession(tx, sha256(sessionId), id, INSTRUCTOR_SESSION_DAYS);
    return id;
  });
  if (!instructorId) throw new AppError('LINK_INVALID', 400, INSTRUCTOR_LINK_INVALID_MESSAGE);
  await releaseHit(app.db, bucket, SESSION_ATTEMPTS_PER_ADDRESS);
  const instructor = await resolveInstructorSession(app, sessionId);
  if (!instructor) throw new AppError('LINK_INVALID', 400, INSTRUCTOR_LINK_INVALID_MESSAGE);
  return { sessionId, instructor };
}

/** The instructor of a live session, while she is still active. */
export async function resolveInstructorSession(
  app: FastifyInstance,
  sessionId: string | undefined,
): Promise<InstructorSession | undefined> {
  if (!sessionId) return undefined;
  const instructorId = await repo.findLiveSession(app.db, sha256(sessionId));
  const row = instructorId ? await app.instructorDirectory.byId(app.db, instructorId) : undefined;
  return row?.active ? { id: row.id, name: row.name, email: row.email ?? '' } : undefined;
}

export async function endInstructorSession(db: Database, sessionId: string | undefined) {
  if (sessionId) await repo.deleteSession(db, sha256(sessionId));
}

/** When each instructor was last invited, for the owner's list. */
export async function lastInvitations(db: Database): Promise<Map<string, Date>> {
  const rows = await repo.lastInvites(db);
  return new Map(rows.filter((r) => r.at).map((r) => [r.instructorId, new Date(r.at as Date)]));
}

export const pruneInstructorRows = (db: Database) => repo.pruneExpired(db, 24 * 60);

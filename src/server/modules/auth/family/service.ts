/**
 * A family's sign-in: a link emailed to them (asked for on the page, or a manage link in a booking's emails) opens a
 * session scoped to their email. Whose email is a family's is the families module's to say; the app hands that
 * answer in as `app.isFamilyEmail`, so this module needs none of the modules a family's lessons live in.
 */
import { FAMILY_SIGN_IN_LINK_MINUTES } from '../../../contracts/email';
import type { FastifyInstance } from 'fastify';
import { FAMILY_LINK_INVALID_MESSAGE } from '@core/api/family';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { secretToken, sha256 } from '../../../lib/ids';
import { formAddressBucket, releaseHit, requireFormPost, takeHit } from '../../limits';
import { handleSignInRequests, storeSignInRequest } from '../../sign-in-requests';
import {
  consumeLink,
  peekLink,
  deleteSession,
  findLiveSession,
  inTransaction,
  insertLink,
  insertSession,
  pruneExpired,
  type FamilyLinkKind,
} from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an email has anything to show when signed in (bookings, lesson requests, a waitlist place). */
    isFamilyEmail: (db: Database, email: string) => Promise<boolean>;
  }
}

export const FAMILY_SESSION_DAYS = 30;
/** How long a family's sign-in link works: the email contract's figure, which the email states. */
export const SIGN_IN_LINK_MINUTES = FAMILY_SIGN_IN_LINK_MINUTES;
/** Sign-in links sent to one email per window; past it the answer is the same and nothing is sent. */
export const LINKS_PER_EMAIL = { max: 3, windowMs: 15 * 60_000 };
/** Failed link openings from one client address per window (a token is 32 random bytes: this only stops a flood). */
export const SESSION_ATTEMPTS_PER_ADDRESS = { max: 20, windowMs: 15 * 60_000 };

export const SIGN_IN_LINK_LIMIT_MESSAGE =
  'Too many sign-in links were asked for from your connection. Please wait a few minutes and try again.';
export const SESSION_LIMIT_MESSAGE =
  'Too many sign-in attempts from your connection. Please wait a few minutes and try again.';

/** Emails are matched trimmed and lower-cased everywhere a family is concerned. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The page reads the token from the fragment, which stays out of server logs and Referer headers, and posts it. */
const linkUrl = (config: Config, token: string) => `${config.publicUrl}/my-lessons/sign-in#token=${token}`;

async function storeLink(
  db: Database,
  config: Config,
  email: string,
  kind: FamilyLinkKind,
  expiresAt: Date | { minutes: number },
) {
  const token = secretToken(32);
  const linkId = await insertLink(db, {
    tokenHash: sha256(token),
    email: normalizeEmail(email),
    kind,
    expiresAt,
  });
  return { linkId, url: linkUrl(config, token) };
}

/**
 * A "Manage your lessons" link for an email: signs that family in every time it is opened until `expiresAt`.
 * Called while an email is rendered, inside that email's transaction; returns the full URL.
 */
export async function createManageLink(
  tx: Database,
  config: Config,
  email: string,
  expiresAt: Date,
): Promise<string> {
  return (await storeLink(tx, config, email, 'manage', expiresAt)).url;
}

/**
 * `POST /api/family/sign-in-link`: stores the request and returns; the caller answers the same 202 either way. The
 * answer and its timing must not tell whether the email is a family's (0152), so the request does the same work for
 * every email: it counts against the client address (a 429 there says nothing about the email) and is stored. The
 * lookup, the link and its email happen after the answer, in `sendRequestedSignInLinks`.
 */
export async function requestSignInLink(
  app: FastifyInstance,
  input: { email: string; ip: string },
): Promise<void> {
  await requireFormPost(
    app.db,
    'family-sign-in-link',
    { ip: input.ip, postsPerWindow: app.config.formPostsPerAddress },
    SIGN_IN_LINK_LIMIT_MESSAGE,
  );
  await storeSignInRequest(app.db, 'family', normalizeEmail(input.email));
}

/**
 * One stored request, in the job's transaction: a link and its email when the email has bookings, lesson requests or
 * a place on the waitlist. Links to one email are limited silently, counted in the transaction that stores the link.
 */
async function sendSignInLink(app: FastifyInstance, tx: Database, email: string): Promise<void> {
  if (!(await app.isFamilyEmail(tx, email))) return;
  const counted = await takeHit(tx, `family-link:email:${sha256(email)}`, LINKS_PER_EMAIL);
  if (!counted.allowed) return;
  const { linkId, url } = await storeLink(tx, app.config, email, 'sign_in', {
    minutes: SIGN_IN_LINK_MINUTES,
  });
  await app.emails.queue(tx, { kind: 'family_sign_in_link', linkId, email, url });
}

/** The job's work: handles the stored sign-in link requests, once across server copies; returns how many. */
export const sendRequestedSignInLinks = (app: FastifyInstance) =>
  handleSignInRequests(app.db, 'family', (tx, email) => sendSignInLink(app, tx, email), app.log);

/** Counts a look at a link against the client address; a good one gives its count back, so the budget counts failures. */
async function countLinkAttempt(app: FastifyInstance, ip: string) {
  const bucket = formAddressBucket('family-session', ip);
  const attempt = await takeHit(app.db, bucket, SESSION_ATTEMPTS_PER_ADDRESS);
  if (!attempt.allowed)
    throw new AppError('RATE_LIMITED', 429, SESSION_LIMIT_MESSAGE, undefined, {
      retryAfterSeconds: Math.ceil(attempt.retryAfterMs / 1000),
    });
  return () => releaseHit(app.db, bucket, SESSION_ATTEMPTS_PER_ADDRESS);
}

const sameEmail = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);

/**
 * What a link would do, without using it: the email it signs in as, and the email this browser is signed in as now
 * (null when none). Another site can send a visitor to a link of its own family; the page shows both and signs in
 * only when the visitor clicks.
 */
export async function previewSession(
  app: FastifyInstance,
  input: { token: string; ip: string; currentSessionId: string | undefined },
): Promise<{ email: string; signedInAs: string | null }> {
  const goodAttempt = await countLinkAttempt(app, input.ip);
  const email = await peekLink(app.db, sha256(input.token));
  if (!email) throw new AppError('LINK_INVALID', 400, FAMILY_LINK_INVALID_MESSAGE);
  await goodAttempt();
  return { email, signedInAs: (await resolveFamilySession(app.db, input.currentSessionId)) ?? null };
}

/**
 * Opens a link after the visitor's click: a new 30-day session for its email, which the click names (`email`). A
 * session of another email on this browser ends only when the click says so (`replace`): never silently.
 */
export async function startSession(
  app: FastifyInstance,
  input: {
    token: string;
    email?: string;
    replace: boolean;
    ip: string;
    previousSessionId: string | undefined;
  },
): Promise<{ sessionId: string; email: string }> {
  const goodAttempt = await countLinkAttempt(app, input.ip);
  const sessionId = secretToken(32);
  const opened = await inTransaction(app.db, async (tx) => {
    const linkEmail = await peekLink(tx, sha256(input.token));
    if (!linkEmail) return { refused: 'invalid' as const };
    if (input.email !== undefined && !sameEmail(linkEmail, input.email))
      return { refused: 'invalid' as const };
    const current = await resolveFamilySession(tx, input.previousSessionId);
    if (current && !sameEmail(current, linkEmail) && !input.replace)
      return { refused: 'other-session' as const, current };
    if (!(await consumeLink(tx, sha256(input.token)))) return { refused: 'invalid' as const };
    if (input.previousSessionId) await deleteSession(tx, sha256(input.previousSessionId));
    await insertSession(tx, sha256(sessionId), linkEmail, FAMILY_SESSION_DAYS);
    return { email: linkEmail };
  });
  if ('refused' in opened) {
    if (opened.refused === 'other-session')
      throw new AppError(
        'SIGNED_IN_AS_ANOTHER_EMAIL',
        409,
        `This browser is signed in to My Lessons as ${opened.current}. Choose whether to sign in as another family instead.`,
        undefined,
        { signedInAs: opened.current },
      );
    throw new AppError('LINK_INVALID', 400, FAMILY_LINK_INVALID_MESSAGE);
  }
  await goodAttempt();
  return { sessionId, email: opened.email };
}

/** The email of a live family session, or undefined. */
export async function resolveFamilySession(
  db: Database,
  sessionId: string | undefined,
): Promise<string | undefined> {
  return sessionId ? findLiveSession(db, sha256(sessionId)) : undefined;
}

export async function endSession(db: Database, sessionId: string | undefined): Promise<void> {
  if (sessionId) await deleteSession(db, sha256(sessionId));
}

/** How long an expired link or session row is kept before the cleanup job deletes it. */
const EXPIRED_ROW_GRACE_MINUTES = 24 * 60;
export const pruneFamilyRows = (db: Database) => pruneExpired(db, EXPIRED_ROW_GRACE_MINUTES);

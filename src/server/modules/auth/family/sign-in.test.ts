import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { FAMILY_LINK_INVALID_MESSAGE, FAMILY_LINK_SENT_MESSAGE } from '@core/api/family';
import { insertConfirmedBooking, insertSlot } from '../../../db/factories';
import { creditEntries, familyLinks, familySessions, lessonRequests } from '../../../db/schema';
import type { EmailEvent } from '../../email/events';
import { sha256 } from '../../../lib/ids';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { waitForFreshWindow } from '../../../test/limit-windows';
import { familyCleanupJob } from './cleanup-job';
import { FAMILY_SIGN_IN_REQUIRED } from '../request-guards';
import {
  createManageLink,
  sendRequestedSignInLinks,
  SESSION_LIMIT_MESSAGE,
  SIGN_IN_LINK_LIMIT_MESSAGE,
} from './service';
import { signInFamily, tokenOf } from '../testing';
import { fullTime, join } from '../../waitlist/test-support/waitlist-flow';

type LinkEvent = Extract<EmailEvent, { kind: 'family_sign_in_link' }>;

let t: TestApp;
let links: LinkEvent[] = [];
beforeAll(async () => {
  // Note the sign-in links asked for; every other event is rendered as usual.
  t = await createTestApp({}, { recordEmails: { only: ['family_sign_in_link'] } });
  links = t.emails as LinkEvent[]; // only sign-in links are recorded
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => t?.close());

let addresses = 0;
/** A client address of its own for each call, unless the test is about one address. */
const nextAddress = () => {
  addresses += 1;
  return `10.60.${(addresses >> 8) & 255}.${addresses & 255}`;
};
const sameSite = () => ({ origin: t.config.publicUrl });

/** Asks for a link, then runs the job that emails it (its timer does within a second, after the answer: 0152). */
const askForLink = async (
  email: string,
  remoteAddress = nextAddress(),
  headers: Record<string, string> = sameSite(),
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/family/sign-in-link',
    payload: { email },
    headers,
    remoteAddress,
  });
  await sendRequestedSignInLinks(t.app);
  return res;
};

const openLink = (token: string, remoteAddress = nextAddress(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/family/session',
    payload: { token },
    headers: { ...sameSite(), ...(cookie ? { cookie } : {}) },
    remoteAddress,
  });

const sessionOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/family/session', headers: { cookie } });

let families = 0;
/** An email with a confirmed booking. */
async function familyWithBooking() {
  families += 1;
  const email = `family${families}@example.com`;
  const slot = await insertSlot(t.db);
  await insertConfirmedBooking(t.db, {
    slots: [slot],
    seats: 1,
    lessonType: 'private',
    customerEmail: email,
  });
  return email;
}

/** An email that only sent a lesson request. */
async function familyWithRequest() {
  families += 1;
  const email = `requester${families}@example.com`;
  await t.db.insert(lessonRequests).values({
    requestCode: `REQ-T${families}`,
    idempotencyKey: randomUUID(),
    lessonType: 'private',
    swimmers: 1,
    dates: ['2031-06-02'],
    firstName: 'Priya',
    lastName: 'Shah',
    email,
    phone: '(202) 555-0143',
  });
  return email;
}

async function signInLinkFor(email: string) {
  const res = await askForLink(email);
  expect(res.statusCode).toBe(202);
  const link = links.find((l) => l.email === email);
  if (!link) throw new Error(`no sign-in link was queued for ${email}`);
  return link;
}

describe('asking for a sign-in link', () => {
  test('a known and an unknown email get the same answer, and only the known one is emailed a link', async () => {
    const known = await familyWithBooking();
    const knownRes = await askForLink(known);
    const unknownRes = await askForLink('nobody-here@example.com');

    expect(knownRes.statusCode).toBe(202);
    expect(unknownRes.statusCode).toBe(202);
    expect(knownRes.json()).toEqual({ message: FAMILY_LINK_SENT_MESSAGE });
    expect(unknownRes.body).toBe(knownRes.body);
    expect(links.map((l) => l.email)).toEqual([known]);
    const stored = await t.db
      .select()
      .from(familyLinks)
      .where(eq(familyLinks.email, 'nobody-here@example.com'));
    expect(stored).toEqual([]);
  });

  test('an email that only sent a lesson request is emailed a link too', async () => {
    const email = await familyWithRequest();
    await signInLinkFor(email);
  });

  test('an email that only waits on the waitlist is emailed a link too', async () => {
    const { slot } = await fullTime(t);
    const email = 'only-waiting@example.com';
    expect((await join(t, slot.id, { email })).statusCode).toBe(201);
    await signInLinkFor(email);
  });

  test('an email that only has credits (a package bought, no lesson booked yet) is emailed a link too', async () => {
    const email = 'only-credits@example.com';
    const lot = randomUUID();
    await t.db.insert(creditEntries).values({
      id: lot,
      lotId: lot,
      familyEmail: email,
      kind: 'package',
      lessons: 4,
      lessonType: 'private',
      expiresAt: new Date(Date.now() + 86_400_000),
      actor: 'test',
    });
    await signInLinkFor(email);
  });

  test('the email is matched whatever its case and surrounding spaces, and the link is for the lower-cased email', async () => {
    const email = await familyWithBooking();
    const res = await askForLink(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    expect(links.map((l) => l.email)).toEqual([email]);
  });

  test('the link points at the sign-in page with the token in the fragment, and only its hash is stored', async () => {
    const email = await familyWithBooking();
    const link = await signInLinkFor(email);
    expect(link.url).toMatch(
      new RegExp(`^${t.config.publicUrl}/my-lessons/sign-in#token=[A-Za-z0-9_-]{43}$`),
    );
    const [row] = await t.db.select().from(familyLinks).where(eq(familyLinks.id, link.linkId));
    expect(row).toMatchObject({ email, kind: 'sign_in', usedAt: null });
    expect(row!.tokenHash).not.toContain(tokenOf(link.url));
    const [life] = await t.db
      .select({ minutes: sql<number>`round(extract(epoch from expires_at - created_at) / 60)::int` })
      .from(familyLinks)
      .where(eq(familyLinks.id, link.linkId));
    expect(life!.minutes).toBe(15);
  });

  test('an invalid email is a 400 naming the field, and nothing is sent', async () => {
    const res = await askForLink('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toBe('Enter a valid email address');
    expect(links).toEqual([]);
  });

  test('one email is sent at most 3 links in 15 minutes, from any address; past that the answer is the same and nothing is sent', async () => {
    await waitForFreshWindow(15 * 60_000, 20_000);
    const email = await familyWithBooking();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askForLink(email));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(links).toHaveLength(3);
    const stored = await t.db.select().from(familyLinks).where(eq(familyLinks.email, email));
    expect(stored).toHaveLength(3);
  });

  test('one address may ask 10 times in 15 minutes; then known and unknown emails alike get a 429', async () => {
    await waitForFreshWindow(15 * 60_000, 20_000);
    const address = nextAddress();
    for (let i = 0; i < 10; i++)
      expect((await askForLink(`stranger${i}@example.com`, address)).statusCode).toBe(202);
    const known = await familyWithBooking();
    const refusedKnown = await askForLink(known, address);
    const refusedUnknown = await askForLink('stranger-last@example.com', address);
    for (const res of [refusedKnown, refusedUnknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: SIGN_IN_LINK_LIMIT_MESSAGE });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(links).toEqual([]);
    // Another address is not held back.
    expect((await askForLink(known)).statusCode).toBe(202);
    expect(links).toHaveLength(1);
  });

  test('a request from another site is refused with 403 and sends nothing', async () => {
    const email = await familyWithBooking();
    const res = await askForLink(email, nextAddress(), { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_NOT_ALLOWED');
    expect(links).toEqual([]);
  });
});

describe('opening a link', () => {
  test('a sign-in link signs in once and answers the email; opening it again is refused', async () => {
    const email = await familyWithBooking();
    const link = await signInLinkFor(email);
    const first = await openLink(tokenOf(link.url));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email });
    const again = await openLink(tokenOf(link.url));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'LINK_INVALID', message: FAMILY_LINK_INVALID_MESSAGE });
    expect(again.cookies).toEqual([]);
  });

  test('two browsers opening one sign-in link at once: one gets in', async () => {
    const link = await signInLinkFor(await familyWithBooking());
    const answers = await Promise.all([openLink(tokenOf(link.url)), openLink(tokenOf(link.url))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  test('an expired sign-in link is refused', async () => {
    const link = await signInLinkFor(await familyWithBooking());
    await t.db
      .update(familyLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familyLinks.id, link.linkId));
    const res = await openLink(tokenOf(link.url));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LINK_INVALID');
  });

  test('a token nobody issued is refused, and a malformed one is a 400 too', async () => {
    expect((await openLink('A'.repeat(43))).json().code).toBe('LINK_INVALID');
    const malformed = await openLink('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });

  test('a manage link signs in every time it is opened, until it expires', async () => {
    const email = 'manager@example.com';
    const url = await createManageLink(
      t.db,
      t.config,
      ` ${email.toUpperCase()}`,
      new Date(Date.now() + 3_600_000),
    );
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/my-lessons/sign-in#token=`));
    const first = await openLink(tokenOf(url));
    const second = await openLink(tokenOf(url));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual({ email });
    expect(first.cookies[0]!.value).not.toBe(second.cookies[0]!.value);

    await t.db
      .update(familyLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familyLinks.tokenHash, sha256(tokenOf(url))));
    expect((await openLink(tokenOf(url))).statusCode).toBe(400);
  });

  test('the session cookie is HttpOnly, SameSite=Strict, for the whole site, for 30 days', async () => {
    const link = await signInLinkFor(await familyWithBooking());
    const res = await openLink(tokenOf(link.url));
    const cookie = res.cookies.find((c) => c.name === 'swim_family');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 86_400 });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the session id's hash is stored, and it lasts 30 days on the database clock.
    expect(await t.db.select().from(familySessions).where(eq(familySessions.idHash, cookie!.value))).toEqual(
      [],
    );
    const [session] = await t.db
      .select({ days: sql<number>`round(extract(epoch from expires_at - created_at) / 86400)::int` })
      .from(familySessions)
      .where(eq(familySessions.idHash, sha256(cookie!.value)));
    expect(session!.days).toBe(30);
  });

  test('over HTTPS the cookie is Secure and named __Host-swim_family', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://swim.example' });
    try {
      const url = await createManageLink(
        https.db,
        https.config,
        'secure@example.com',
        new Date(Date.now() + 60_000),
      );
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/family/session',
        payload: { token: tokenOf(url) },
        headers: { origin: 'https://swim.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === '__Host-swim_family')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
      });
    } finally {
      await https.close();
    }
  });

  test('one address gets 20 failed openings in 15 minutes; then even a good link is turned away with 429', async () => {
    await waitForFreshWindow(15 * 60_000, 20_000);
    const address = nextAddress();
    const good = await createManageLink(
      t.db,
      t.config,
      'patient@example.com',
      new Date(Date.now() + 3_600_000),
    );
    // Good links do not spend the budget.
    for (let i = 0; i < 3; i++) expect((await openLink(tokenOf(good), address)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++)
      expect((await openLink(randomUUID().replaceAll('-', ''), address)).statusCode).toBe(400);
    const refused = await openLink(tokenOf(good), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: SESSION_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await openLink(tokenOf(good))).statusCode).toBe(200);
  });

  test('opening a link from another site is refused with 403 and signs nobody in', async () => {
    const link = await signInLinkFor(await familyWithBooking());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family/session',
      payload: { token: tokenOf(link.url) },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
    expect((await openLink(tokenOf(link.url))).statusCode).toBe(200);
  });
});

describe('the family session', () => {
  test('answers the email it is scoped to, and signing out ends it and clears the cookie', async () => {
    const email = await familyWithBooking();
    const cookie = await signInFamily(t.app, email);
    const session = await sessionOf(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ email });
    expect(session.headers['cache-control']).toBe('no-store');

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/family/session',
      headers: { cookie, ...sameSite() },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'swim_family');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    const after = await sessionOf(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', message: FAMILY_SIGN_IN_REQUIRED });
  });

  test('signing out from another site is refused and the session goes on', async () => {
    const cookie = await signInFamily(t.app, await familyWithBooking());
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/family/session',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
  });

  test('an expired session is signed out', async () => {
    const email = await familyWithBooking();
    const cookie = await signInFamily(t.app, email);
    await t.db
      .update(familySessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familySessions.email, email));
    expect((await sessionOf(cookie)).statusCode).toBe(401);
  });

  test('opening a new link ends the session the browser had', async () => {
    const email = await familyWithBooking();
    const old = await signInFamily(t.app, email);
    const link = await signInLinkFor(email);
    const res = await openLink(tokenOf(link.url), nextAddress(), old);
    expect(res.statusCode).toBe(200);
    expect((await sessionOf(old)).statusCode).toBe(401);
  });

  test('sign-in links are used on arrival no more: a preview names the email without using the link, and another email’s session is replaced only when the click says so', async () => {
    const mine = await familyWithBooking();
    const theirs = await familyWithBooking();
    const myCookie = await signInFamily(t.app, mine);
    // Another family's link, sent to this browser by someone else.
    const link = await signInLinkFor(theirs);
    const token = tokenOf(link.url);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/family/session/preview',
      payload: { token },
      headers: { ...sameSite(), cookie: myCookie },
      remoteAddress: nextAddress(),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ email: theirs, signedInAs: mine });
    // Looking used nothing: the sign-in link still works once, and this browser is still signed in as itself.
    expect((await sessionOf(myCookie)).json()).toEqual({ email: mine });

    const silent = await openLink(token, nextAddress(), myCookie);
    expect(silent.statusCode).toBe(409);
    expect(silent.json()).toMatchObject({ code: 'SIGNED_IN_AS_ANOTHER_EMAIL', signedInAs: mine });
    expect((await sessionOf(myCookie)).json()).toEqual({ email: mine });

    // A click naming another email than the link's is refused.
    const wrongName = await t.app.inject({
      method: 'POST',
      url: '/api/family/session',
      payload: { token, email: mine, replace: true },
      headers: { ...sameSite(), cookie: myCookie },
      remoteAddress: nextAddress(),
    });
    expect(wrongName.statusCode).toBe(400);

    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/family/session',
      payload: { token, email: theirs, replace: true },
      headers: { ...sameSite(), cookie: myCookie },
      remoteAddress: nextAddress(),
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ email: theirs });
    expect((await sessionOf(myCookie)).statusCode).toBe(401);
  });

  test('a preview of a used, expired or unknown link is a 400, like opening it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family/session/preview',
      payload: { token: 'x'.repeat(43) },
      headers: sameSite(),
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LINK_INVALID', message: FAMILY_LINK_INVALID_MESSAGE });
  });

  test("the owner's session cookie does not sign a family in", async () => {
    const res = await sessionOf('swim_admin=' + 'a'.repeat(43));
    expect(res.statusCode).toBe(401);
  });
});

describe('signed out', () => {
  const SIGNED_IN_ROUTES: [string, string][] = [
    ['GET', '/api/family/session'],
    ['GET', '/api/family/lessons'],
    ['POST', '/api/family/cancellation-preview'],
    ['POST', '/api/family/cancellations'],
    ['GET', `/api/family/lessons/${randomUUID()}/reschedule-options`],
    ['POST', `/api/family/lessons/${randomUUID()}/reschedule`],
    ['POST', `/api/family/lesson-changes/${randomUUID()}/confirm`],
    ['GET', '/api/family/progress'],
    ['PUT', '/api/family/progress/ava%20parker'],
  ];

  test.each(SIGNED_IN_ROUTES)(
    '%s %s is a 401 asking to sign in, whatever it is sent',
    async (method, url) => {
      for (const cookie of [undefined, 'swim_family=' + 'x'.repeat(43), 'swim_family=not a session']) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...sameSite(), ...(cookie ? { cookie } : {}) },
          ...(method === 'GET' ? {} : { payload: { anything: ['at', 'all'] } }),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: FAMILY_SIGN_IN_REQUIRED });
      }
    },
  );

  test('signing out without a session still answers 204 and clears the cookie', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/family/session',
      headers: { cookie: 'swim_family=' + 'x'.repeat(43), ...sameSite() },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'swim_family')?.value).toBe('');
  });
});

/** The session id in a `name=value` cookie header. */
const sessionIdOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('the cleanup job', () => {
  test('deletes links and sessions a day after they expired, and keeps the rest', async () => {
    const email = 'cleanup@example.com';
    const cookie = await signInFamily(t.app, email);
    const stale = await signInFamily(t.app, email);
    const live = await createManageLink(t.db, t.config, email, new Date(Date.now() + 3_600_000));
    const old = await createManageLink(t.db, t.config, email, new Date(Date.now() - 25 * 3_600_000));
    const recent = await createManageLink(t.db, t.config, email, new Date(Date.now() - 3_600_000));
    await t.db
      .update(familySessions)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(eq(familySessions.idHash, sha256(sessionIdOf(stale))));

    await familyCleanupJob.run(t.app);

    const hashes = (await t.db.select().from(familyLinks).where(eq(familyLinks.email, email))).map(
      (l) => l.tokenHash,
    );
    expect(hashes).toContain(sha256(tokenOf(live)));
    expect(hashes).toContain(sha256(tokenOf(recent)));
    expect(hashes).not.toContain(sha256(tokenOf(old)));
    const sessions = await t.db.select().from(familySessions).where(eq(familySessions.email, email));
    expect(sessions.map((s) => s.idHash)).toEqual([sha256(sessionIdOf(cookie))]);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
  });
});

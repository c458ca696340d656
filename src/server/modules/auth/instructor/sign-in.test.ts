/**
 * The instructor sign-in through the API: the owner's invitation, asking for a link, and what ends access (a new
 * invitation, a new email, deactivating, the owner signing her out).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertInstructor } from '../../../db/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lastEmail } from '../../email/test-support/outbox';
import {
  linkTokenIn,
  openInstructorLink,
  sendRequestedInstructorLinks,
  signIn,
  type AdminClient,
} from '../testing';

let t: TestApp;
let admin: AdminClient;
const ids = { maya: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.2.0.9' });
  ids.maya = (await insertInstructor(t.db, { name: 'Maya Thompson', email: 'maya@example.com' })).id;
  await insertInstructor(t.db, { name: 'Carlos Mendez', email: 'carlos@example.com' });
});
afterAll(async () => t?.close());

describe('signing in', () => {
  test('an instructor without an email cannot be invited, and a stranger cannot invite anyone', async () => {
    const noEmail = await insertInstructor(t.db, { name: 'No Email', email: null });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/instructors/${noEmail.id}/invite`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/instructors/${ids.maya}/invite` })).statusCode,
    ).toBe(401);
  });

  test('asking for a link answers the same for anyone, and emails only an instructor', async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/instructor/sign-in-link',
        headers: { origin: t.app.config.publicUrl },
        payload: { email },
        remoteAddress: '10.3.3.3',
      });
    const known = await ask('Carlos@Example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    // The link goes out after the answer, when the job runs (its timer does within a second: 0152).
    expect(await lastEmail(t.app, 'carlos@example.com', 'instructor_sign_in_link')).toBeUndefined();
    expect(await sendRequestedInstructorLinks(t.app)).toBe(2);
    expect(await lastEmail(t.app, 'carlos@example.com', 'instructor_sign_in_link')).toBeDefined();
    expect(await lastEmail(t.app, 'nobody@example.com', 'instructor_sign_in_link')).toBeUndefined();
  });
});

describe('ending access', () => {
  test('instructor links and sessions survive a change of email no more: a new email, a new invite, deactivating and the owner end them', async () => {
    const nora = await insertInstructor(t.db, { name: 'Nora Quinn', email: 'nora@example.com' });
    const invite = async (to: string) => {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/admin/instructors/${nora.id}/invite`,
        headers: admin.headers,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return linkTokenIn((await lastEmail(t.app, to, 'instructor_invite'))!.text);
    };
    const save = async (over: { email: string; active: boolean }) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/instructors/${nora.id}`,
        headers: admin.headers,
        payload: { name: 'Nora Quinn', specialty: 'Beginners', ...over },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const dayOf = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/instructor/day',
          headers: { cookie, origin: t.app.config.publicUrl },
        })
      ).statusCode;
    const opens = async (token: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/instructor/session',
          headers: { origin: t.app.config.publicUrl },
          payload: { token },
        })
      ).statusCode;

    // A new invitation ends the phone signed in before, and the link sent before it.
    const first = await invite('nora@example.com');
    const phone = await openInstructorLink(t.app, first);
    expect(await dayOf(phone)).toBe(200);
    const unopened = await invite('nora@example.com');
    expect(await dayOf(phone)).toBe(401);

    // The owner changes her email: the link that went to the old address no longer signs in.
    const unopenedAgain = await invite('nora@example.com');
    await save({ email: 'nora.new@example.com', active: true });
    expect(await opens(unopened)).toBe(400);
    expect(await opens(unopenedAgain)).toBe(400);

    // Deactivating ends her session for good: reactivating does not bring it back.
    const current = await openInstructorLink(t.app, await invite('nora.new@example.com'));
    expect(await dayOf(current)).toBe(200);
    await save({ email: 'nora.new@example.com', active: false });
    await save({ email: 'nora.new@example.com', active: true });
    expect(await dayOf(current)).toBe(401);

    // The owner signs her out on every phone; nobody else can.
    const again = await openInstructorLink(t.app, await invite('nora.new@example.com'));
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/admin/instructors/${nora.id}/sign-out`,
    });
    expect([401, 403]).toContain(stranger.statusCode);
    expect(await dayOf(again)).toBe(200);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/instructors/${nora.id}/sign-out`,
      headers: admin.headers,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toContain('Nora Quinn is signed out on every phone (1 session ended)');
    expect(await dayOf(again)).toBe(401);
  });
});

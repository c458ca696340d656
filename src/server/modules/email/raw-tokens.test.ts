/**
 * No raw tokens kept: sign-in and manage links are stored only as hashes, so the outbox must
 * not keep them either. A message keeps its links' tokens only while it can still be sent; the owner's view never
 * shows them; the link that arrived still works (docs/decisions/0151).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertInstructor } from '../../db/factories';
import { outbox } from '../../db/schema';
import { secretToken } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type AdminClient, openInstructorLink, signIn } from '../auth/testing';
import { createManageLink } from '../auth';
import { claimUrl, declineUrl, leaveUrl } from '../waitlist/offers';
import { fullTime, join } from '../waitlist/test-support/waitlist-flow';
import { EMAIL_JOBS, handleEmailEvent } from './test-support/wired';
import { REMOVED_SECRET, redactLinkSecrets } from './link-secrets';
import { withdrawPendingMessages, type OutboxRow } from './repository';
import { sendDueEmails } from './sender';
import { messageById, onlyMessage } from './test-support/outbox';
import { startSmtpCapture, type DeliveredMail, type SmtpCapture } from './test-support/smtp-capture';

let t: TestApp;
let smtp: SmtpCapture;
let admin: AdminClient;

beforeAll(async () => {
  smtp = await startSmtpCapture({ rejectRecipients: /^refused/ });
  t = await createTestApp({
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@example.com',
  });
  admin = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const deliver = () => sendDueEmails(t.db, t.config, {});

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.71.${(addresses >> 8) & 255}.${addresses & 255}`;
};
const sameSite = () => ({ origin: t.config.publicUrl });

/**
 * A family's sign-in link email, queued as the families module queues it: a link made by the families service (only
 * its token's hash stored, working 15 minutes) and the `family_sign_in_link` event with its address, in one
 * transaction. The route that asks for a link is not the subject here (it answers before any link is made).
 */
async function queueSignInLink(email: string) {
  await t.db.transaction(async (tx) => {
    const url = await createManageLink(tx, t.config, email, new Date(Date.now() + 15 * 60_000));
    await handleEmailEvent(tx, { kind: 'family_sign_in_link', linkId: randomUUID(), email, url }, t.config);
  });
}

const onlyRow = (to: string, kind: string): Promise<OutboxRow> => onlyMessage(t.db, kind, to);
const rowById = (id: string) => messageById(t.db, id);

/** Every link token in a text: the value of each `#key=` fragment. */
const tokensIn = (text: string) => [...text.matchAll(/#[A-Za-z]+=([A-Za-z0-9_-]{16,})/g)].map((m) => m[1]!); // group 1 always matches

const signInTokenIn = (text: string) => {
  const match = /\/my-lessons\/sign-in#token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, `a sign-in link in:\n${text}`).not.toBeNull();
  return match![1]!; // checked above
};

const adminView = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${id}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: string; html: string; text: string }>();
};

const openFamilyLink = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/family/session',
    payload: { token },
    headers: sameSite(),
    remoteAddress: nextAddress(),
  });

const mailTo = (to: string): DeliveredMail[] => smtp.messages.filter((m) => m.envelopeTo.includes(to));

describe('raw tokens kept no more', () => {
  test("raw tokens kept no more: the owner's view of a message not sent yet shows its links without their tokens", async () => {
    const email = 'unsent.view@example.com';
    await queueSignInLink(email);
    const row = await onlyRow(email, 'family_sign_in_link');
    // Not sent yet: the stored message keeps its token, so it can still be sent.
    expect(row.status).toBe('pending');
    const token = signInTokenIn(row.text);

    const view = await adminView(row.id);
    expect(view.status).toBe('pending');
    expect(JSON.stringify(view)).not.toContain(token);
    expect(view.text).toContain(`${t.config.publicUrl}/my-lessons/sign-in#token=[hidden]`);
    expect(view.html).toContain(`${t.config.publicUrl}/my-lessons/sign-in#token=[hidden]`);
  });

  test('raw tokens kept no more: a sign-in link arrives working, its outbox row keeps no token, and the delivered token signs in', async () => {
    const email = 'sent.link@example.com';
    await queueSignInLink(email);
    const before = await onlyRow(email, 'family_sign_in_link');

    await deliver();
    const [mail] = mailTo(email);
    const token = signInTokenIn(mail!.parsed.text ?? '');
    expect(mail!.parsed.html || '').toContain(`#token=${token}`);
    // The link that arrived is the one the message was stored with: sending did not change it.
    expect(signInTokenIn(before.text)).toBe(token);

    const after = await rowById(before.id);
    expect(after.status).toBe('sent');
    expect(JSON.stringify(after)).not.toContain(token);
    expect(after.text).toContain(`${t.config.publicUrl}/my-lessons/sign-in#token=${REMOVED_SECRET}`);
    expect(after.html).toContain(`#token=${REMOVED_SECRET}`);
    expect(JSON.stringify(await adminView(after.id))).not.toContain(token);

    // The token from the email still signs the family in.
    const session = await openFamilyLink(token);
    expect(session.statusCode, session.body).toBe(200);
  });

  test('raw tokens kept no more: manage links, waitlist links and instructor links are gone from the outbox once sent', async () => {
    // A booking's confirmation (manage link), a waitlist join (leave link and manage link), an instructor's invitation.
    const { slot } = await fullTime(t);
    const waiting = 'waiting.family@example.com';
    const joined = await join(t, slot.id, { email: waiting });
    expect(joined.statusCode, joined.body).toBe(201);
    const instructor = await insertInstructor(t.db, { name: 'Dana Reyes', email: 'dana.reyes@example.com' });
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/instructors/${instructor.id}/invite`,
      headers: admin.headers,
      payload: {},
    });
    expect(invited.statusCode, invited.body).toBe(200);

    await deliver();
    const delivered = smtp.messages.flatMap((m) =>
      tokensIn(`${m.parsed.text ?? ''}\n${m.parsed.html || ''}`),
    );
    // At least: the booker's manage link, the waiting family's leave and manage links, the instructor's link.
    expect(new Set(delivered).size).toBeGreaterThanOrEqual(4);
    const stored = JSON.stringify(await t.db.select().from(outbox));
    for (const token of delivered) expect(stored).not.toContain(token);

    // The links still work: the instructor's signs her in.
    const inviteMail = mailTo('dana.reyes@example.com')[0]!;
    const inviteToken = /\/instructor\/sign-in#token=([A-Za-z0-9_-]+)/.exec(
      inviteMail.parsed.text ?? '',
    )![1]!;
    await expect(openInstructorLink(t.app, inviteToken)).resolves.toMatch(/=/);
  });

  test('raw tokens kept no more: a message given up on keeps no token', async () => {
    const email = 'refused.family@example.com';
    await queueSignInLink(email);
    const before = await onlyRow(email, 'family_sign_in_link');
    const token = signInTokenIn(before.text);

    expect(await deliver()).toMatchObject({ parked: 1 });
    const after = await rowById(before.id);
    expect(after.status).toBe('parked');
    expect(JSON.stringify(after)).not.toContain(token);
    expect(after.text).toContain(`#token=${REMOVED_SECRET}`);
  });

  test('raw tokens kept no more: messages finished before, and messages withdrawn, lose their tokens; unsent ones keep theirs', async () => {
    const links = () => {
      const token = secretToken(32);
      const offer = secretToken();
      const body = [
        `Sign in: ${t.config.publicUrl}/my-lessons/sign-in#token=${token}`,
        `Day sheet: ${t.config.publicUrl}/instructor/sign-in#token=${token}`,
        `Book: ${claimUrl(t.config, offer)}`,
        `Decline: ${declineUrl(t.config, offer)}`,
        `Leave: ${leaveUrl(t.config, offer)}`,
        `FAQ: ${t.config.publicUrl}/faq#pricing`,
      ].join('\n');
      return { token, offer, body };
    };
    const insert = async (status: string, dedupeKey = `raw-tokens:${randomUUID()}`) => {
      const { token, offer, body } = links();
      const [row] = await t.db
        .insert(outbox)
        .values({
          kind: 'family_sign_in_link',
          dedupeKey,
          toAddress: 'legacy@example.com',
          subject: 'Your link',
          text: body,
          html: `<p><a href="${body}">open</a></p>`,
          attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: body }],
          status,
          // Not due: the sender leaves the waiting ones alone here.
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      return { row: row!, token, offer, body }; // one row in, one row out
    };
    const sent = await insert('sent');
    const parked = await insert('parked');
    const cancelled = await insert('cancelled');
    const pending = await insert('pending');
    const undelivered = await insert('undelivered');
    const withdrawn = await insert('pending', `raw-tokens-withdrawn:${randomUUID()}`);

    await withdrawPendingMessages(t.db, ['raw-tokens-withdrawn:'], 'withdrawn: test');
    // The email module's job, as it runs at start-up.
    await EMAIL_JOBS.find((j) => j.name === 'outbox-link-secrets')!.run(t.app);

    for (const gone of [sent, parked, cancelled, withdrawn]) {
      const row = await rowById(gone.row.id);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(gone.token);
      expect(stored).not.toContain(gone.offer);
      // PostgreSQL's replacement and the owner's view agree, but for the word they put in.
      expect(row.text).toBe(redactLinkSecrets(gone.body, REMOVED_SECRET));
      expect(row.text).toContain('/booking#offer=[removed]');
      expect(row.text).toContain('/waitlist/leave#token=[removed]');
      expect(row.text).toContain(`${t.config.publicUrl}/faq#pricing`);
      expect(row.attachments).toEqual([
        { filename: 'note.txt', contentType: 'text/plain', content: row.text },
      ]);
    }
    expect((await rowById(withdrawn.row.id)).status).toBe('cancelled');
    // Messages that can still be sent keep their links whole.
    for (const kept of [pending, undelivered]) expect((await rowById(kept.row.id)).text).toBe(kept.body);
  });
});

import { CONTACT_MESSAGES, type ContactInput, type ContactResponse } from '@core/api/contact';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { EmailEvents } from '../../contracts/email';
import { requireRoomToEmail, requireRoomToEmailLater } from '../limits';
import { formAddressBucket, FORM_WINDOW_MS, hasRoom, requireFormPost, type Limit } from '../limits';
import { upsertAudienceMember } from './mailchimp';
import { eraseContactAddressesOlderThan, insertContactMessage } from './repository';
import { spamReason, type SpamReason } from './spam';

export const MAILCHIMP_TAG = 'Website Contact';

export const CONTACT_LIMIT_MESSAGE =
  'Too many messages were sent from your connection. Please wait a few minutes and try again, or call us.';

export interface ContactContext {
  ip: string;
  /**
   * Messages this address may have stored per window, both routes together (the browser repeats a failed Mailchimp
   * send to /api/contact): FORM_POSTS_PER_ADDRESS, 10 by default. A person sends one or two; a script hits the wall.
   */
  postsPerWindow: number;
  /** Origins a genuine form can be sent from: the public URL's and the one this request was addressed to. */
  allowedOrigins: string[];
  originHeader: string | undefined;
  /** Told when a submission is dropped as spam, for the log. */
  onSpam?: (reason: SpamReason) => void;
}

const perAddress = (ctx: ContactContext): Limit => ({ max: ctx.postsPerWindow, windowMs: FORM_WINDOW_MS });

const SUCCESS: ContactResponse = { success: true, message: CONTACT_MESSAGES.success };

async function store(
  db: Database,
  emails: EmailEvents,
  input: ContactInput,
  ctx: ContactContext,
  channel: 'contact' | 'mailchimp',
) {
  await insertContactMessage(
    db,
    {
      name: input.name,
      email: input.email,
      message: input.message,
      channel,
      origin: input.csrfOrigin,
      ip: ctx.ip,
    },
    async (tx, messageId) => {
      // Counted in the storing transaction: a refusal (429) rolls the message back, so nothing is stored.
      await requireFormPost(tx, 'contact', ctx, CONTACT_LIMIT_MESSAGE);
      await requireRoomToEmail(tx, input.email);
      await emails.queue(tx, { kind: 'contact_message', messageId });
    },
  );
}

function isSpam(input: ContactInput, ctx: ContactContext): boolean {
  const reason = spamReason(input, ctx.allowedOrigins, ctx.originHeader);
  if (reason) ctx.onSpam?.(reason);
  return reason !== undefined;
}

/** Stores a visitor's message and queues the owner's email. Spam gets the success answer and is not stored. */
export async function sendContactMessage(
  db: Database,
  emails: EmailEvents,
  input: ContactInput,
  ctx: ContactContext,
): Promise<ContactResponse> {
  if (isSpam(input, ctx)) return SUCCESS;
  await store(db, emails, input, ctx, 'contact');
  return SUCCESS;
}

/**
 * The spec's first choice: add the sender to the Mailchimp audience, then store the message as /api/contact does.
 * Newsletter sign-up is double opt-in: with consent the member is made `pending` and Mailchimp emails them a link;
 * only following it subscribes them. Any failure is an error answer, and the browser then sends the same payload to
 * /api/contact, so a message is stored once either way.
 */
export async function sendContactViaMailchimp(
  db: Database,
  config: Config,
  emails: EmailEvents,
  input: ContactInput,
  ctx: ContactContext,
): Promise<ContactResponse> {
  if (!config.mailchimp) {
    throw new AppError(
      'MAILCHIMP_NOT_CONFIGURED',
      503,
      'The newsletter service is not configured. Send the message to /api/contact instead.',
    );
  }
  if (isSpam(input, ctx)) return SUCCESS;
  // Every budget is checked before Mailchimp hears anything. With consent Mailchimp emails its own confirmation
  // link, which counts against the address like our acknowledgement (counted when the message is stored).
  if (!(await hasRoom(db, formAddressBucket('contact', ctx.ip), perAddress(ctx))))
    throw new AppError('RATE_LIMITED', 429, CONTACT_LIMIT_MESSAGE);
  // Counted before the call, whatever Mailchimp answers: calls that fail or are refused still cost the address.
  await requireFormPost(db, 'mailchimp-call', ctx, CONTACT_LIMIT_MESSAGE);
  await requireRoomToEmailLater(db, input.email, input.marketingConsent ? 2 : 1);
  if (input.marketingConsent) await requireRoomToEmail(db, input.email);
  await upsertAudienceMember(config.mailchimp, {
    email: input.email,
    name: input.name,
    marketingConsent: input.marketingConsent,
    tag: MAILCHIMP_TAG,
  });
  await store(db, emails, input, ctx, 'mailchimp');
  return SUCCESS;
}

/** Forgets the sender's email and network addresses of messages older than `days` days; returns how many. */
export async function eraseOldContactAddresses(db: Database, days: number): Promise<number> {
  return eraseContactAddressesOlderThan(db, days);
}

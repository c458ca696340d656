import { CONTACT_MESSAGES, type ContactInput, type ContactResponse } from '@core/api/contact';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { EmailEvents } from '../email/events';
import { upsertAudienceMember } from './mailchimp';
import { insertContactMessage } from './repository';
import { spamReason, type SpamReason } from './spam';

export const MAILCHIMP_TAG = 'Website Contact';

export interface ContactContext {
  ip: string;
  /** Origins a genuine form can be sent from: the public URL's and the one this request was addressed to. */
  allowedOrigins: string[];
  originHeader: string | undefined;
  /** Told when a submission is dropped as spam, for the log. */
  onSpam?: (reason: SpamReason) => void;
}

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
    (tx, messageId) => emails.queue(tx, { kind: 'contact_message', messageId }),
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
 * Any failure is an error answer, and the browser then sends the same payload to /api/contact, so a message is
 * stored once either way.
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
  await upsertAudienceMember(config.mailchimp, {
    email: input.email,
    name: input.name,
    marketingConsent: input.marketingConsent,
    tag: MAILCHIMP_TAG,
  });
  await store(db, emails, input, ctx, 'mailchimp');
  return SUCCESS;
}

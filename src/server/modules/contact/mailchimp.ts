import { createHash } from 'node:crypto';
import { AppError } from '../../errors';

export interface MailchimpSettings {
  apiKey: string;
  audienceId: string;
  /** Overrides the address derived from the key (tests point it at a local server). */
  apiUrl: string | undefined;
}

export interface AudienceMember {
  email: string;
  name: string;
  marketingConsent: boolean;
  tag: string;
}

const TIMEOUT_MS = 8000;

/** Keys end in their datacenter ("...-us21"); the API lives at https://us21.api.mailchimp.com/3.0. */
export function mailchimpBaseUrl(settings: MailchimpSettings): string {
  if (settings.apiUrl) return settings.apiUrl.replace(/\/+$/, '');
  const dc = settings.apiKey.split('-').pop();
  if (!dc || dc === settings.apiKey || !/^[a-z]+\d+$/.test(dc)) {
    throw new AppError(
      'MAILCHIMP_MISCONFIGURED',
      503,
      'The newsletter service is not set up correctly. Please use the contact form.',
    );
  }
  return `https://${dc}.api.mailchimp.com/3.0`;
}

/** Mailchimp names a member by the MD5 of the lowercased address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

async function call(
  settings: MailchimpSettings,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<Response> {
  const auth = Buffer.from(`swim:${settings.apiKey}`).toString('base64');
  try {
    return await fetch(`${mailchimpBaseUrl(settings)}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError(
      'MAILCHIMP_UNAVAILABLE',
      502,
      'The newsletter service did not answer. Please try again.',
    );
  }
}

async function requireOk(response: Response): Promise<void> {
  if (!response.ok) {
    await response.text().catch(() => '');
    throw new AppError(
      'MAILCHIMP_REJECTED',
      502,
      `The newsletter service refused the request (status ${response.status}).`,
    );
  }
}

/** The member's status in the audience (subscribed, pending, unsubscribed, ...), or undefined when not a member. */
async function memberStatus(settings: MailchimpSettings, memberPath: string): Promise<string | undefined> {
  const response = await call(settings, 'GET', `${memberPath}?fields=status`);
  if (response.status === 404) {
    await response.text().catch(() => '');
    return undefined;
  }
  await requireOk(response);
  const body = (await response.json().catch(() => ({}))) as { status?: unknown };
  return typeof body.status === 'string' ? body.status : undefined;
}

/** Statuses a consenting visitor must not be moved out of: already in, already asked, or an address that bounced. */
const KEEP_STATUS = new Set(['subscribed', 'pending', 'cleaned']);

/**
 * Adds the person to the audience or updates them, then tags them. Sign-up is double opt-in: with consent a new
 * member (or one who is not subscribed) is set `pending`, which makes Mailchimp email them a confirmation link;
 * only following it subscribes them, so nobody can subscribe someone else's address. A subscribed member stays
 * subscribed (setting them pending again would let anyone put a subscriber on hold). Without consent they are added
 * as "transactional" (no marketing email) and an existing member's status is left as it was.
 */
export async function upsertAudienceMember(
  settings: MailchimpSettings,
  member: AudienceMember,
): Promise<void> {
  const hash = subscriberHash(member.email);
  const base = `/lists/${encodeURIComponent(settings.audienceId)}/members/${hash}`;
  const current = member.marketingConsent ? await memberStatus(settings, base) : undefined;
  const askToConfirm = member.marketingConsent && current !== undefined && !KEEP_STATUS.has(current);
  await requireOk(
    await call(settings, 'PUT', base, {
      email_address: member.email.trim().toLowerCase(),
      status_if_new: member.marketingConsent ? 'pending' : 'transactional',
      ...(askToConfirm ? { status: 'pending' } : {}),
      merge_fields: { FNAME: member.name },
    }),
  );
  await requireOk(
    await call(settings, 'POST', `${base}/tags`, { tags: [{ name: member.tag, status: 'active' }] }),
  );
}

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
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
): Promise<void> {
  const auth = Buffer.from(`swim:${settings.apiKey}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${mailchimpBaseUrl(settings)}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError(
      'MAILCHIMP_UNAVAILABLE',
      502,
      'The newsletter service did not answer. Please try again.',
    );
  }
  if (!response.ok) {
    await response.text().catch(() => '');
    throw new AppError(
      'MAILCHIMP_REJECTED',
      502,
      `The newsletter service refused the request (status ${response.status}).`,
    );
  }
}

/**
 * Adds the person to the audience or updates them, then tags them. Without consent they are added as
 * "transactional" (no marketing email) and an existing subscriber's status is left as it was.
 */
export async function upsertAudienceMember(
  settings: MailchimpSettings,
  member: AudienceMember,
): Promise<void> {
  const hash = subscriberHash(member.email);
  const base = `/lists/${encodeURIComponent(settings.audienceId)}/members/${hash}`;
  await call(settings, 'PUT', base, {
    email_address: member.email.trim().toLowerCase(),
    status_if_new: member.marketingConsent ? 'subscribed' : 'transactional',
    ...(member.marketingConsent ? { status: 'subscribed' } : {}),
    merge_fields: { FNAME: member.name },
  });
  await call(settings, 'POST', `${base}/tags`, { tags: [{ name: member.tag, status: 'active' }] });
}

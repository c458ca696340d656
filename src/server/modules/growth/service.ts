import type { ConversionRequest, LeadMagnetResponse } from '@core/api/growth';
import type { leadMagnetRequestSchema } from '@core/api/growth';
import type { z } from 'zod';
import { SITE_ROUTES } from '@core/site-routes';
import type { Database } from '../../db/client';
import type { EmailEvents } from '../../contracts/email';
import { requireRoomToEmail } from '../limits';
import { requireFormPost } from '../limits';
import { insertEvent, insertLeadOnce } from './repository';

/**
 * Leads one client address may have stored per window (FORM_POSTS_PER_ADDRESS, 10 by default): generous for people,
 * tight enough that a script cannot flood the list.
 */
export const LEAD_MAGNET_LIMIT_MESSAGE =
  'Too many requests were sent from your connection. Please wait a few minutes and try again.';

type LeadMagnetInput = z.infer<typeof leadMagnetRequestSchema>;

const RESOURCE_URLS: Record<LeadMagnetInput['requestedResource'], string> = {
  'water-safety-checklist': SITE_ROUTES.waterSafetyChecklist,
};

const leadSuccess = (resource: LeadMagnetInput['requestedResource']): LeadMagnetResponse => ({
  success: true,
  message: 'Your free checklist is on its way! Check your inbox in a few minutes.',
  resourceUrl: RESOURCE_URLS[resource],
});

export function isHoneypotFilled(values: readonly (string | undefined)[]): boolean {
  return values.some((v) => typeof v === 'string' && v.trim() !== '');
}

/**
 * Stores the lead and queues the checklist email. A filled honeypot gets the same answer and stores nothing,
 * so a bot learns nothing; asking twice for the same resource stores one lead and sends one email. Leads stored
 * from one client address, and emails to one address, are limited (429, nothing stored).
 */
export async function requestLeadMagnet(
  db: Database,
  emails: EmailEvents,
  input: LeadMagnetInput,
  client: { ip: string; postsPerWindow: number },
): Promise<LeadMagnetResponse> {
  if (isHoneypotFilled([input.website, input.url, input.hp_email]))
    return leadSuccess(input.requestedResource);
  await insertLeadOnce(
    db,
    {
      email: input.email,
      name: input.name,
      resource: input.requestedResource,
      trigger: input.trigger,
      source: input.source ?? null,
      utm: input.utm ?? null,
      timeOnPage: input.timeOnPage ?? null,
    },
    async (tx, leadId) => {
      // Counted in the storing transaction: a refusal rolls the lead back, so nothing is stored.
      await requireFormPost(tx, 'lead-magnet', client, LEAD_MAGNET_LIMIT_MESSAGE);
      await requireRoomToEmail(tx, input.email);
      await emails.queue(tx, { kind: 'lead_magnet', leadId });
    },
  );
  return leadSuccess(input.requestedResource);
}

export async function recordConversion(db: Database, input: ConversionRequest): Promise<void> {
  await insertEvent(db, {
    type: input.type,
    value: input.value,
    sessionId: input.sessionId,
    payload: { clientTimestamp: input.timestamp },
  });
}

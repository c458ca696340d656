/** The email module's part of the retention job: old message bodies go, the record of what was sent stays. */
import type { Database } from '../../db/client';
import { eraseBodiesOlderThan } from './repository';

export const erasedBodyText = (days: number) =>
  `This message's text was erased ${days} days after it was written, as the retention settings ask.`;

/**
 * Erases the bodies (text, HTML, attachments, reply-to) of messages queued more than `days` days ago that will not
 * be sent any more; a parked or undelivered one is withdrawn at the same time. Returns how many were erased.
 */
export async function eraseOldOutboxBodies(db: Database, days: number): Promise<number> {
  const text = erasedBodyText(days);
  return eraseBodiesOlderThan(db, days, {
    text,
    html: `<p>${text}</p>`,
    reason: `withdrawn: body erased after ${days} days`,
  });
}

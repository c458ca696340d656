/** The app's email events: each one handed to the handler inside the producer's transaction (contracts/email.ts). */
import type { Config } from '../../config';
export type { EmailEvent, EmailEventHandler, EmailEvents } from '../../contracts/email';
import type { EmailEventHandler, EmailEvents } from '../../contracts/email';

export function createEmailEvents(handler: EmailEventHandler, config: Config): EmailEvents {
  return { queue: (tx, event) => handler(tx, event, config) };
}

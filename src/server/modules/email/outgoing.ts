/** One message to one address, and how a list of them becomes outbox rows: keyed, rendered and queued once. */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createManageLink } from '../auth';
import { getBusinessPolicies } from '../ledger';
import { brandFrom } from './brand';
import type { EmailEvent } from './events';
import { insertOutboxRows, queuedDedupeKeys, type NewOutboxRow } from './repository';
import { renderMessage, type Message, type TemplateContext } from './templates';

/** One message to one address; `key` names the event it answers, e.g. booking_confirmed:<id>. */
export interface OutgoingMessage {
  key: string;
  to: string;
  replyTo?: string;
  message: Message;
  /**
   * The family's own copy carries a "Manage your lessons" link that signs `to` in until this instant. The link is
   * made only when the message is queued for the first time, and never for the owner's or an instructor's copy.
   */
  manageLinkUntil?: Date;
}

export function dedupeKey(key: string, to: string, kind: string): string {
  return `${key}:${to.trim().toLowerCase()}:${kind}`;
}

const dedupeKeyOf = (o: OutgoingMessage) => dedupeKey(o.key, o.to, o.message.kind);

export function outboxRow(outgoing: OutgoingMessage, ctx: TemplateContext): NewOutboxRow {
  const rendered = renderMessage(outgoing.message, ctx);
  return {
    kind: outgoing.message.kind,
    dedupeKey: dedupeKeyOf(outgoing),
    toAddress: outgoing.to.trim(),
    replyTo: outgoing.replyTo ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
    nextAttemptAt: ctx.now,
  };
}

/** The brand, the clock and the owner's cancellation policy: what every template is written with. */
export async function templateContext(tx: Database, config: Config, now: Date): Promise<TemplateContext> {
  const { cancelNoticeHours } = await getBusinessPolicies(tx);
  return { ...brandFrom(config), now, cancelNoticeHours };
}

/**
 * Queues the messages not queued before (by dedupe key) and returns how many. A message already queued is not
 * rendered again, so raising an event twice makes no second manage link either.
 */
export async function queueMessages(
  tx: Database,
  config: Config,
  outgoing: OutgoingMessage[],
  ctx: TemplateContext,
): Promise<number> {
  const queued = await queuedDedupeKeys(tx, outgoing.map(dedupeKeyOf));
  const rows: NewOutboxRow[] = [];
  for (const o of outgoing) {
    if (queued.has(dedupeKeyOf(o))) continue;
    const manageUrl = o.manageLinkUntil
      ? await createManageLink(tx, config, o.to, o.manageLinkUntil)
      : undefined;
    rows.push(outboxRow(o, { ...ctx, manageUrl }));
  }
  return insertOutboxRows(tx, rows);
}

/** The producer wrote the row before raising the event; a missing row is a bug that must not pass silently. */
export function missing(event: EmailEvent): never {
  throw new Error(`Email event ${event.kind} names a row that does not exist: ${JSON.stringify(event)}`);
}

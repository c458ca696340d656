/** One message to one address, and how a list of them becomes outbox rows: keyed, rendered and queued once. */
import type { Config } from '../../config';
import type { EmailSources } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import { brandFrom } from './brand';
import type { EmailEvent } from './events';
import { manageLinkUntil } from './manage-link';
import { insertOutboxRows, queuedDedupeKeys, type NewOutboxRow } from './repository';
import { renderMessage, type Message, type TemplateContext } from './templates';

/** One message to one address; `key` names the event it answers, e.g. booking_confirmed:<id>. */
export interface OutgoingMessage {
  key: string;
  to: string;
  replyTo?: string;
  message: Message;
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
export async function templateContext(
  sources: EmailSources,
  tx: Database,
  config: Config,
  now: Date,
): Promise<TemplateContext> {
  return { ...brandFrom(config), now, cancelNoticeHours: await sources.cancelNoticeHours(tx) };
}

/**
 * Queues the messages not queued before (by dedupe key) and returns how many. A family's own copy carries a "Manage
 * your lessons" link that signs `to` in until `manageLinkUntil` says (manage-link.ts). A message already queued is
 * not rendered again, so raising an event twice makes no second manage link either.
 */
export async function queueMessages(
  sources: EmailSources,
  tx: Database,
  config: Config,
  outgoing: OutgoingMessage[],
  ctx: TemplateContext,
): Promise<number> {
  const queued = await queuedDedupeKeys(tx, outgoing.map(dedupeKeyOf));
  const rows: NewOutboxRow[] = [];
  for (const o of outgoing) {
    if (queued.has(dedupeKeyOf(o))) continue;
    const until = manageLinkUntil(o.message, ctx.now);
    const manageUrl = until ? await sources.manageLink(tx, config, o.to, until) : undefined;
    rows.push(outboxRow(o, { ...ctx, manageUrl }));
  }
  return insertOutboxRows(tx, rows);
}

/** The producer wrote the row before raising the event; a missing row is a bug that must not pass silently. */
export function missing(event: EmailEvent): never {
  throw new Error(`Email event ${event.kind} names a row that does not exist: ${JSON.stringify(event)}`);
}

/**
 * The secrets of emailed links. Every link that signs someone in or acts for them (a family's sign-in and "Manage your
 * lessons" links, an instructor's invitation and sign-in links, a waitlist offer's claim, decline and leave links)
 * carries its token in the address's fragment, as `#<key>=<token>`, a token of 16 or more URL-safe base64 characters
 * (`secretToken`, 32 random bytes: 43). Only the token's hash is kept by its owner; the outbox must not keep the token
 * either once the message is gone (docs/decisions/0151).
 *
 * One pattern, read by JavaScript (the owner's view of a message) and by PostgreSQL (`regexp_replace` when a message is
 * sent, given up or withdrawn): it is written in the syntax both share.
 */

/** `#key=token`, with the key in group 1. */
export const LINK_SECRET_PATTERN = '#([A-Za-z][A-Za-z0-9_]*)=[A-Za-z0-9_-]{16,}';

/** What a stored message says instead of a token once it will not be sent any more: `#token=[removed]`. */
export const REMOVED_SECRET = '[removed]';
/** What the owner's view of a message says instead of a token still kept for sending: `#token=[hidden]`. */
export const HIDDEN_SECRET = '[hidden]';

/** The replacement for PostgreSQL's `regexp_replace` (`\1` is the key). */
export const REMOVED_SECRET_SQL_REPLACEMENT = `#\\1=${REMOVED_SECRET}`;

/** `value` with the token of every link replaced by `placeholder`; the rest of the address stays readable. */
export function redactLinkSecrets(value: string, placeholder = HIDDEN_SECRET): string {
  return value.replace(
    new RegExp(LINK_SECRET_PATTERN, 'g'),
    (_match, key: string) => `#${key}=${placeholder}`,
  );
}

/**
 * The idempotency key of a package checkout: the same for a repeated submit of the same details (a retry finds the
 * purchase already started instead of charging twice), and a new one once the buyer changes them.
 */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function checkoutAttempts(newKey: () => string = randomKey) {
  let last: { details: string; key: string } | null = null;
  return (details: unknown): string => {
    const text = JSON.stringify(details);
    if (!last || last.details !== text) last = { details: text, key: newKey() };
    return last.key;
  };
}

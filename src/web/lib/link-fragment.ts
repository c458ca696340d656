/**
 * Emailed links carry their secret in the address's fragment (`#token=...`, `#offer=...`): it never reaches a server
 * log or a Referer header. A page reads it once and takes it out of the address bar at once.
 */

/** The value of `key` in a fragment such as `#offer=abc`; null when there is none. */
export function readFragmentValue(hash: string, key: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const value = params.get(key)?.trim();
  return value ? value : null;
}

/** Removes the fragment from the address bar without a navigation or a new history entry. */
export function clearAddressFragment(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** The token of an emailed sign-in link, from the address's fragment (`#token=...`); null when there is none. */
export function readSignInToken(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token')?.trim();
  return token ? token : null;
}

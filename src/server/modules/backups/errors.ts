/** A restore that would overwrite data, or a file that is not a backup of the configured database: said plainly. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

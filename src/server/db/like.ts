/** `value` with LIKE's wildcards (% and _) and its escape character taken literally, for a `LIKE ... ESCAPE '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How much of a visitor's own text an email to the visitor may quote: enough to recognise it, too little to carry spam. */
export const VISITOR_TEXT_EXCERPT_CHARS = 200;
/** How much of a visitor's name a greeting may echo. */
export const VISITOR_NAME_EXCERPT_CHARS = 40;

/**
 * The start of `text`, at most `max` characters (whitespace collapsed), cut at a word boundary when one is near,
 * with an ellipsis when anything was left out.
 */
export function excerpt(text: string, max: number = VISITOR_TEXT_EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${kept.trimEnd()}…`;
}

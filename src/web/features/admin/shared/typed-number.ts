/**
 * A number box's text as a number for the contract to check: an empty box is no number at all (NaN), not zero, so
 * the contract's own message names the rule.
 */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

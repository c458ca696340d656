/** Money is integer cents everywhere; these are the only places it is divided by 100, for display. */

/**
 * Cents to "$1,234.56": totals and line items, always with cents. Written out rather than through Intl: the first
 * Intl number formatter a page makes loads the locale's data, a long pause on a slow phone, for text this simple.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents)); // cents are integers; a fraction rounds as a formatter would
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** Cents to "$25", or "$25.50" when there are cents: published prices, which are whole dollars. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

/** Cents to "1234.56" (no sign of currency, no grouping): an amount as a spreadsheet or payroll tool reads it. */
export function centsAsDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

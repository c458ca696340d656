/** Money is integer cents everywhere; these are the only places it is divided by 100, for display. */

// Built once: making an Intl formatter costs far more than formatting, and a price list formats on every render.
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents to "$1,234.56": totals and line items, always with cents. */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}

/** Cents to "$25", or "$25.50" when there are cents: published prices, which are whole dollars. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

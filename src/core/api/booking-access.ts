/**
 * Where the browser keeps the access token of a booking it made, so the confirmation survives a reload. Kept apart
 * from the booking contracts, which build zod schemas when loaded: the page's first script imports this, and must
 * not define a schema before the browser has told zod to run without `new Function` (see web/lib/zod-in-browser.ts).
 */
export const bookingAccessStorageKey = (bookingId: string) => `booking-access:${bookingId}`;

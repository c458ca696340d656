/**
 * Slot facts, below every module that books or prices: what each time costs and where it is, and the business's own
 * pools. The calendar, the ledger, coupons and travel read them here, so none of them needs another's service.
 */
import type { Database } from '../../db/client';
import { findCommunityVenues, findSlotPrices } from './repository';

/** What each slot costs and where it is, in start order: the facts every price is worked out from. */
export const slotPrices = (db: Database, slotIds: readonly string[]) => findSlotPrices(db, slotIds);

export type SlotPrice = Awaited<ReturnType<typeof slotPrices>>[number];

/** The active pools of the business a family may choose instead of its own. */
export const communityVenues = (db: Database) => findCommunityVenues(db);

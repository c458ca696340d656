/** Prices a draft from the database's own facts: slot prices, venue travel fees, a checked coupon, first-time status. */
import type { AddOnSelection } from '@core/api/bookings';
import type { TravelSettings } from '@core/api/travel';
import { addOnById, addOnMaxQuantity, isAddOnAvailableFor } from '@core/catalog/add-ons';
import { lessonTypeLabel, type LessonTypeId } from '@core/catalog/lesson-types';
import { calculatePrice, type PriceBreakdown } from '@core/rules/pricing';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { checkCoupon, isFirstTimeCustomer, type CheckedCoupon } from '../../coupons';
import { slotPrices } from '../../slots';
import { venueTravelFee } from '../../travel';
import type { ResolvedPlace } from './lesson-place';

export interface PricedAddOnLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface PricedDraft {
  breakdown: PriceBreakdown;
  coupon: CheckedCoupon | null;
  addOns: PricedAddOnLine[];
  slots: Awaited<ReturnType<typeof slotPrices>>;
}

/** Catalog prices for the chosen add-ons; a quantity of 0 drops the line. Unavailable or over-limit choices are a 400. */
export function priceAddOns(
  selections: readonly AddOnSelection[],
  lessonType: LessonTypeId,
): PricedAddOnLine[] {
  const lines: PricedAddOnLine[] = [];
  for (const selection of selections) {
    const addOn = addOnById(selection.id);
    if (!addOn) throw new AppError('UNKNOWN_ADD_ON', 400, 'That add-on does not exist');
    if (selection.quantity === 0) continue;
    if (!isAddOnAvailableFor(addOn, lessonType)) {
      throw new AppError(
        'ADD_ON_UNAVAILABLE',
        400,
        `${addOn.name} is not available for ${lessonTypeLabel(lessonType)} lessons`,
      );
    }
    if (selection.quantity > addOnMaxQuantity(addOn)) {
      throw new AppError(
        'ADD_ON_QUANTITY',
        400,
        `${addOn.name}: at most ${addOnMaxQuantity(addOn)} per booking`,
      );
    }
    const existing = lines.find((l) => l.id === addOn.id);
    if (existing) throw new AppError('ADD_ON_REPEATED', 400, `${addOn.name} is listed twice`);
    lines.push({ id: addOn.id, name: addOn.name, price: addOn.price, quantity: selection.quantity });
  }
  return lines;
}

/**
 * Each lesson's travel fee: the place's band fee; without a place, the band of the slot's venue ZIP, or the venue's
 * own flat fee for a venue the owner has not given a ZIP.
 */
function travelFeesOf<T extends { travelFeeCents: number; venueZip: string | null }>(
  slots: T[],
  place: ResolvedPlace | null,
  settings: TravelSettings,
): T[] {
  if (place) return slots.map((s) => ({ ...s, travelFeeCents: place.feeCents }));
  return slots.map((s) => ({
    ...s,
    travelFeeCents: venueTravelFee({ zip: s.venueZip, travelFeeCents: s.travelFeeCents }, settings),
  }));
}

export async function priceDraft(
  db: Database,
  config: Config,
  input: {
    slotIds: string[];
    lessonType: LessonTypeId;
    swimmersCount: number;
    addOns: readonly AddOnSelection[];
    couponCode?: string | null;
    email?: string | null;
    /** Where the lessons happen (its band gives every lesson's travel fee); without it, the slot's venue. */
    place?: ResolvedPlace | null;
    /** The owner's travel settings, read once by the path that prices. */
    travelSettings: TravelSettings;
  },
): Promise<PricedDraft> {
  const slots = travelFeesOf(await slotPrices(db, input.slotIds), input.place ?? null, input.travelSettings);
  if (slots.length !== new Set(input.slotIds).size)
    throw new AppError('SLOT_NOT_FOUND', 404, 'One of those lesson times does not exist');
  const addOns = priceAddOns(input.addOns, input.lessonType);
  const email = input.email && input.email.includes('@') ? input.email : null;
  const coupon = input.couponCode?.trim()
    ? await checkCoupon(db, { code: input.couponCode, lessonType: input.lessonType, email })
    : null;
  // Without an email yet, the page shows the first-lesson price; the payment step re-prices with the real email.
  const firstTime = email ? await isFirstTimeCustomer(db, email) : true;
  const breakdown = calculatePrice({
    slots: slots.map((s) => ({
      startTime: s.startTime,
      basePrice: s.basePriceCents,
      travelFee: s.travelFeeCents,
    })),
    swimmersCount: input.swimmersCount,
    addOns,
    coupon: coupon?.valid ? { type: coupon.type, value: coupon.value } : null,
    firstLessonOffer: firstTime,
    taxRateBps: config.taxRateBps,
  });
  return { breakdown, coupon, addOns, slots };
}

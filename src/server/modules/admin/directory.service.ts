import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  AdminCoupon,
  couponInputSchema,
  instructorInputSchema,
  venueInputSchema,
} from '@core/api/admin';
import { AppError, notFound } from '../../errors';
import { afterInstructorSaved, lastInvitations } from '../auth';
import { findInstructor } from '../instructors';
import { lookupZip } from '../travel';
import { writeAudit } from '../audit';
import { bumpSeatVersion } from '../../db/seat-version';
import * as repo from './directory.repository';

type InstructorInput = z.output<typeof instructorInputSchema>;
type VenueInput = z.output<typeof venueInputSchema>;
type CouponInput = z.output<typeof couponInputSchema>;

const instructorView = (r: Awaited<ReturnType<typeof repo.insertInstructor>>, invitedAt: Date | null) => ({
  id: r.id,
  name: r.name,
  specialty: r.specialty,
  email: r.email,
  phone: r.phone,
  active: r.active,
  homeZip: r.homeZip,
  workStartMinutes: r.workStartMinutes,
  workEndMinutes: r.workEndMinutes,
  invitedAt: invitedAt?.toISOString() ?? null,
});
const venueView = (r: Awaited<ReturnType<typeof repo.insertVenue>>) => ({
  id: r.id,
  name: r.name,
  poolType: r.poolType,
  address: r.address,
  city: r.city,
  region: r.region,
  zip: r.zip,
  travelFeeCents: r.travelFeeCents,
  active: r.active,
});

export async function listInstructors(app: FastifyInstance) {
  const invites = await lastInvitations(app.db);
  return {
    items: (await repo.listInstructors(app.db)).map((r) => instructorView(r, invites.get(r.id) ?? null)),
  };
}

/** A ZIP the data does not know is a 400 on the field, so the owner fixes it before it silently blocks nothing. */
function requireKnownZip(zip: string | null, field: string) {
  if (zip && !lookupZip(zip))
    throw new AppError('ZIP_UNKNOWN', 400, `We could not find ZIP ${zip}`, { [field]: 'Unknown ZIP code' });
}
export async function saveInstructor(
  app: FastifyInstance,
  id: string | undefined,
  input: InstructorInput,
  actor: string,
) {
  requireKnownZip(input.homeZip, 'homeZip');
  let movesTimes = false;
  const saved = await app.db.transaction(async (tx) => {
    const before = id ? await findInstructor(tx, id) : undefined;
    const row = id ? await repo.updateInstructor(tx, id, input) : await repo.insertInstructor(tx, input);
    if (!row) throw notFound('Instructor not found');
    await afterInstructorSaved(tx, before, row);
    movesTimes = before?.homeZip !== row.homeZip || before?.active !== row.active;
    await writeAudit(tx, {
      actor,
      action: id ? 'instructor.updated' : 'instructor.created',
      entityType: 'instructor',
      entityId: row.id,
      details: { name: row.name },
    });
    return instructorView(row, (await lastInvitations(tx)).get(row.id) ?? null);
  });
  // Where an instructor's day starts, and whether they teach, change the times the calendar offers for a ZIP (the
  // driving each adds): cached answers end. After the commit, so a read of the new version sees the new row.
  if (movesTimes) await bumpSeatVersion(app.db);
  return saved;
}

export async function listVenues(app: FastifyInstance) {
  return { items: (await repo.listVenues(app.db)).map(venueView) };
}
export async function saveVenue(
  app: FastifyInstance,
  id: string | undefined,
  input: VenueInput,
  actor: string,
) {
  requireKnownZip(input.zip, 'zip');
  return app.db.transaction(async (tx) => {
    const row = id ? await repo.updateVenue(tx, id, input) : await repo.insertVenue(tx, input);
    if (!row) throw notFound('Venue not found');
    await writeAudit(tx, {
      actor,
      action: id ? 'venue.updated' : 'venue.created',
      entityType: 'venue',
      entityId: row.id,
      details: { name: row.name, travelFeeCents: row.travelFeeCents },
    });
    return venueView(row);
  });
}

type CouponRow = Awaited<ReturnType<typeof repo.insertCoupon>>;
const couponView = (c: CouponRow, redemptions: number): AdminCoupon => ({
  id: c.id,
  code: c.code,
  name: c.name,
  type: c.type as AdminCoupon['type'],
  value: c.value,
  startsAt: c.startsAt?.toISOString() ?? null,
  endsAt: c.endsAt?.toISOString() ?? null,
  lessonTypes: c.lessonTypes ?? null,
  usageLimit: c.usageLimit,
  firstTimeOnly: c.firstTimeOnly,
  active: c.active,
  redemptions,
});

export async function listCoupons(app: FastifyInstance) {
  return { items: (await repo.listCoupons(app.db)).map((r) => couponView(r.coupon, r.redemptions)) };
}

export async function saveCoupon(
  app: FastifyInstance,
  id: string | undefined,
  input: CouponInput,
  actor: string,
) {
  const clash = await repo.findCouponByCode(app.db, input.code);
  if (clash && clash.id !== id)
    throw new AppError('CODE_TAKEN', 409, `The code ${input.code} is already used`, {
      code: 'That code is already used',
    });
  const row = {
    ...input,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
  return app.db.transaction(async (tx) => {
    const saved = id ? await repo.updateCoupon(tx, id, row) : await repo.insertCoupon(tx, row);
    if (!saved) throw notFound('Coupon not found');
    await writeAudit(tx, {
      actor,
      action: id ? 'coupon.updated' : 'coupon.created',
      entityType: 'coupon',
      entityId: saved.id,
      details: { code: saved.code },
    });
    return couponView(saved, await repo.countRedemptions(tx, saved.id));
  });
}

export async function couponRedemptions(app: FastifyInstance, couponId: string) {
  const rows = await repo.listRedemptions(app.db, couponId);
  return {
    items: rows.map((r) => ({
      id: r.redemption.id,
      bookingReference: r.bookingReference,
      customerEmail: r.redemption.customerEmail,
      discountCents: r.redemption.discountCents,
      createdAt: r.redemption.createdAt.toISOString(),
    })),
  };
}

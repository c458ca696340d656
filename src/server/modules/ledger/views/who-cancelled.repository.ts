/**
 * Who cancelled a lesson, read from the reason the ledger wrote when it did: the family (My Lessons), the weather
 * (the owner's weather cancellation) or the owner (every other path: one time, one booking, one lesson).
 */
import { sql } from 'drizzle-orm';
import { bookingSlots } from '../../../db/schema';
import { lessonOffSql } from '../../../db/seats';

export const CANCELLED_BY_FAMILY = 'Cancelled by the family';
export const CANCELLED_FOR_WEATHER = 'Cancelled for weather';

/** 'family' | 'weather' | 'owner' for a lesson that will not be taught, null for a live one; joins `time_slots`. */
export const whoCancelledSql = sql<'family' | 'weather' | 'owner' | null>`(case
  when not ${lessonOffSql} then null
  when ${bookingSlots.cancelReason} = ${CANCELLED_BY_FAMILY} then 'family'
  when ${bookingSlots.cancelReason} like ${`${CANCELLED_FOR_WEATHER}%`} then 'weather'
  else 'owner' end)`;

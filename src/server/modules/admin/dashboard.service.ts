import type { FastifyInstance } from 'fastify';
import type { Dashboard } from '@core/api/admin';
import { dayKeyInZone } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { emailDeliveryStatus } from '../email';
import * as repo from './dashboard.repository';
import { businessPeriods } from './periods';

const DAY = 86_400_000;

/** The owner's figures at a glance, all counted on the business's New York calendar. */
export async function getDashboard(app: FastifyInstance, now = new Date()): Promise<Dashboard> {
  const p = businessPeriods(now);
  const weeks = p.lastTwelveWeeks;
  const [
    lessonsToday,
    lessonsThisWeek,
    week,
    month,
    times,
    pendingRequests,
    newLeads,
    newMessages,
    mail,
    activity,
    dbOk,
    jobs,
  ] = await Promise.all([
    repo.countLessons(app.db, p.today),
    repo.countLessons(app.db, p.week),
    repo.bookingTotals(app.db, p.week),
    repo.bookingTotals(app.db, p.month),
    repo.confirmedBookingTimes(app.db, weeks[0]!.start), // twelve entries, built above
    repo.countPendingRequests(app.db),
    repo.countLeadsSince(app.db, new Date(now.getTime() - 7 * DAY)),
    repo.countNewMessages(app.db),
    emailDeliveryStatus(app.db, app.config, now),
    repo.recentActivity(app.db, 10),
    repo.databaseAnswers(app.db),
    app.jobStatus(),
  ]);
  return {
    figures: {
      lessonsToday,
      lessonsThisWeek,
      bookingsThisWeek: week.bookings,
      revenueThisWeekCents: week.revenueCents,
      bookingsThisMonth: month.bookings,
      revenueThisMonthCents: month.revenueCents,
      pendingRequests,
      newLeads,
      newMessages,
    },
    bookingsPerWeek: weeks.map((w) => ({
      weekStart: dayKeyInZone(w.start, DEFAULT_TIME_ZONE),
      bookings: times.filter((t) => t >= w.start && t < w.end).length,
    })),
    recentActivity: activity.map((a) => ({
      id: a.id,
      actor: a.actor,
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      createdAt: a.createdAt.toISOString(),
    })),
    system: {
      database: { kind: app.databaseKind, ok: dbOk },
      email: mail,
      paymentGateway: app.config.paymentGateway,
      buildId: app.buildId,
      jobs,
    },
  };
}

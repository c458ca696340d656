/** What payroll pays: each instructor's rate (per lesson or per hour) and the mileage rate, saved together. */
import type { FastifyInstance } from 'fastify';
import type { PayRates, PayRatesInput } from '@core/api/reports';
import { notFound } from '../../errors';
import { writeAudit } from '../audit';
import { getMileageRate, saveMileageRate } from '../travel';
import * as repo from './directory.repository';

export async function payRates(app: Pick<FastifyInstance, 'db'>): Promise<PayRates> {
  const [instructors, mileageRateCents] = await Promise.all([
    repo.listInstructors(app.db),
    getMileageRate(app.db),
  ]);
  return {
    mileageRateCents,
    instructors: instructors.map((i) => ({
      id: i.id,
      name: i.name,
      payBasis: i.payBasis === 'per_hour' ? 'per_hour' : 'per_lesson',
      payRateCents: i.payRateCents,
    })),
  };
}

/** All or nothing: an instructor that does not exist is a 404 and no rate changes. */
export async function savePayRates(app: Pick<FastifyInstance, 'db'>, input: PayRatesInput, actor: string) {
  await app.db.transaction(async (tx) => {
    for (const i of input.instructors) {
      const found = await repo.setInstructorPay(tx, i.id, {
        payBasis: i.payBasis,
        payRateCents: i.payRateCents,
      });
      if (!found) throw notFound('Instructor not found');
    }
    await saveMileageRate(tx, input.mileageRateCents, actor);
    await writeAudit(tx, {
      actor,
      action: 'pay_rates.updated',
      entityType: 'instructor',
      entityId: 'pay-rates',
      details: { mileageRateCents: input.mileageRateCents, instructors: input.instructors },
    });
  });
  return payRates(app);
}

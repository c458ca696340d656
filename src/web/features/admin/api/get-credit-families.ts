import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { creditFamiliesSchema } from '@core/api/credits';
import { adminGet } from './admin-client';

export type CreditFamilies = z.infer<typeof creditFamiliesSchema>;

/** `GET /api/admin/credits`: the families with a credit ledger, newest activity first. */
export const getCreditFamilies = () => adminGet<CreditFamilies>('/api/admin/credits');

export const creditFamiliesQuery = () =>
  queryOptions({ queryKey: ['admin', 'credits'], queryFn: getCreditFamilies });

export const useCreditFamilies = () => useQuery(creditFamiliesQuery());

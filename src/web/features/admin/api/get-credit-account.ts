import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditAccount } from '@core/api/credits';
import { adminGet } from './admin-client';

/** `GET /api/admin/credits/:email`: one family's balance, lots and entries. */
export const getCreditAccount = (email: string) =>
  adminGet<CreditAccount>(`/api/admin/credits/${encodeURIComponent(email)}`);

export const creditAccountQueryKey = (email: string) => ['admin', 'credits', email.toLowerCase()] as const;

export const creditAccountQuery = (email: string) =>
  queryOptions({ queryKey: creditAccountQueryKey(email), queryFn: () => getCreditAccount(email) });

export const useCreditAccount = (email: string | null) =>
  useQuery({ ...creditAccountQuery(email ?? ''), enabled: !!email });

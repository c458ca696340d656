import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessPolicies } from '@core/api/admin';
import { adminGet } from './admin-client';

/** The owner's booking policies: how many hours ahead a cancelled lesson is still refunded. */
export const getBusinessPolicies = () => adminGet<BusinessPolicies>('/api/admin/policies');

export const businessPoliciesQuery = () =>
  queryOptions({ queryKey: ['admin', 'policies'], queryFn: getBusinessPolicies });

export const useBusinessPolicies = () => useQuery(businessPoliciesQuery());

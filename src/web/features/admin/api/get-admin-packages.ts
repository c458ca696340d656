import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lessonPackagesSchema } from '@core/api/credits';
import { adminGet } from './admin-client';

export type AdminPackages = z.infer<typeof lessonPackagesSchema>;

/** `GET /api/admin/packages`: every package, on sale or not. */
export const getAdminPackages = () => adminGet<AdminPackages>('/api/admin/packages');

export const adminPackagesQuery = () =>
  queryOptions({ queryKey: ['admin', 'packages'], queryFn: getAdminPackages });

export const useAdminPackages = () => useQuery(adminPackagesQuery());

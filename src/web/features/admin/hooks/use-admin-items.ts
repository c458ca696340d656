import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../api/admin-client';

/** A short admin list the server sends whole; the screens and the slot forms share its cache by name. */
export function useAdminItems<T>(name: 'instructors' | 'venues' | 'coupons') {
  return useQuery({
    queryKey: ['admin', name],
    queryFn: () => adminGet<{ items: T[] }>(`/api/admin/${name}`),
  });
}

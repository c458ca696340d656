import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Page } from '@core/api/admin';
import { adminGet, queryString } from '../api/admin-client';

/** Search, status filter and page of one server-paginated admin list; typing waits 250 ms before asking. */
export function useAdminList<T>(path: string, pageSize = 20) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const params = { search: debounced, status, page, pageSize };
  const query = useQuery({
    queryKey: ['admin', path, params],
    queryFn: () => adminGet<Page<T>>(`${path}${queryString(params)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return {
    query,
    params,
    search,
    setSearch: (v: string) => {
      setSearch(v);
      setPage(1);
    },
    status,
    setStatus: (v: string) => {
      setStatus(v);
      setPage(1);
    },
    page,
    setPage,
  };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Page } from '@core/api/admin';
import type { AdminListQuery } from '../api/admin-client';
import type { TableResults } from '../shared/data-table';

/**
 * Search, status filter and page of one server-paginated admin list (`name` keys its cache); typing waits 250 ms
 * before asking. A link may open the list filtered (`initialStatus`, e.g. the dashboard's alert opening the parked
 * emails).
 */
export function useAdminList<T>(
  name: string,
  fetchPage: (query: AdminListQuery) => Promise<Page<T>>,
  pageSize = 20,
  initialStatus = '',
) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [status, setStatus] = useState(initialStatus);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const params = { search: debounced, status, page, pageSize };
  const query = useQuery({
    queryKey: ['admin', name, params],
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = query.data;
  const results: TableResults = {
    loading: query.isLoading,
    error: query.error,
    empty: !data?.items.length,
    // No page links until the first page has told us the total.
    pages: data ? { page, pageSize: data.pageSize, total: data.total, onPage: setPage } : null,
  };
  return {
    params,
    items: data?.items ?? [],
    results,
    // Spread into Toolbar; a new search or status starts again from page 1.
    filters: {
      search,
      onSearch: (v: string) => {
        setSearch(v);
        setPage(1);
      },
      status,
      onStatus: (v: string) => {
        setStatus(v);
        setPage(1);
      },
    },
  };
}

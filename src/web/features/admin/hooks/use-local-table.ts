import { useState } from 'react';
import type { TableResults } from '../components/data-table';
import { useAdminItems } from './use-admin-items';

/** Search and pagination in the browser, for short lists the server sends whole (instructors, venues, coupons). */
export function useLocalTable<T>(
  name: 'instructors' | 'venues' | 'coupons',
  text: (row: T) => string,
  pageSize = 15,
) {
  const { data, isLoading, error } = useAdminItems<T>(name);
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const term = search.trim().toLowerCase();
  const filtered = (data?.items ?? []).filter((r) => !term || text(r).toLowerCase().includes(term));
  const items = filtered.slice((page - 1) * pageSize, page * pageSize);
  const setSearch = (v: string) => {
    setSearchState(v);
    setPage(1);
  };
  const results: TableResults = {
    loading: isLoading,
    error,
    empty: !items.length,
    pages: { page, pageSize, total: filtered.length, onPage: setPage },
  };
  return { items, filters: { search, onSearch: setSearch }, results };
}

import { useState } from 'react';
import type { TableResults } from '../shared/data-table';

/** What a short admin list's query gives: the whole list once loaded (instructors, venues, coupons). */
interface WholeList<T> {
  data?: { items: T[] };
  isLoading: boolean;
  error: unknown;
}

/** Search and pagination in the browser, for short lists the server sends whole. */
export function useLocalTable<T>(list: WholeList<T>, text: (row: T) => string, pageSize = 15) {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const term = search.trim().toLowerCase();
  const filtered = (list.data?.items ?? []).filter((r) => !term || text(r).toLowerCase().includes(term));
  const items = filtered.slice((page - 1) * pageSize, page * pageSize);
  const setSearch = (v: string) => {
    setSearchState(v);
    setPage(1);
  };
  const results: TableResults = {
    loading: list.isLoading,
    error: list.error,
    empty: !items.length,
    pages: { page, pageSize, total: filtered.length, onPage: setPage },
  };
  return { items, filters: { search, onSearch: setSearch }, results };
}

import { useState } from 'react';

/** Search and pagination in the browser, for short lists the server sends whole (instructors, venues, coupons). */
export function useLocalTable<T>(rows: T[] | undefined, text: (row: T) => string, pageSize = 15) {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const term = search.trim().toLowerCase();
  const filtered = (rows ?? []).filter((r) => !term || text(r).toLowerCase().includes(term));
  return {
    search,
    setSearch: (v: string) => {
      setSearchState(v);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    total: filtered.length,
    items: filtered.slice((page - 1) * pageSize, page * pageSize),
  };
}

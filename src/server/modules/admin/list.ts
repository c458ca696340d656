import { escapeLike } from '../../db/like';
/** Offset and limit of one page of an admin table. */
export function pageWindow(query: { page?: number; pageSize?: number }) {
  const pageSize = query.pageSize ?? 20;
  const page = query.page ?? 1;
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize };
}

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export function likePattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return `%${escapeLike(term)}%`;
}

export interface ParsedListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: string;
}

/** One page of an admin table as the API answers it: the rows in view, the total and where the page stands. */
export function toPage<R, T>(
  found: { rows: R[]; total: number },
  view: (row: R) => T,
  query: ParsedListQuery,
) {
  return {
    items: found.rows.map((r) => view(r)),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

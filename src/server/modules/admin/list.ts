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
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ParsedListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: string;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

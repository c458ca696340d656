import { queryString, type AdminListQuery } from './admin-client';

/** `GET /api/admin/messages.csv`: the messages matching the search and status as a CSV download (a link). */
export const messagesCsvUrl = ({ search, status }: Pick<AdminListQuery, 'search' | 'status'>) =>
  `/api/admin/messages.csv${queryString({ search, status })}`;

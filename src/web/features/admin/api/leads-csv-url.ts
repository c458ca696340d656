import { queryString, type AdminListQuery } from './admin-client';

/** `GET /api/admin/leads.csv`: the leads matching the search as a CSV download (a link, so the browser saves it). */
export const leadsCsvUrl = ({ search }: Pick<AdminListQuery, 'search'>) =>
  `/api/admin/leads.csv${queryString({ search })}`;

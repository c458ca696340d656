import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailPreviewList } from '@core/api/email';
import { adminGet } from './admin-client';

/** `GET /api/admin/email/previews`: every email template rendered with sample data. */
export const getEmailPreviews = () => adminGet<EmailPreviewList>('/api/admin/email/previews');

export const emailPreviewsQuery = () =>
  queryOptions({ queryKey: ['admin', 'email-previews'], queryFn: getEmailPreviews });

export const useEmailPreviews = () => useQuery(emailPreviewsQuery());

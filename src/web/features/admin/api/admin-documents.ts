import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminDocuments,
  ConsentDocument,
  MissingDocuments,
  PublishDocumentRequest,
} from '@core/api/documents';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminGet, adminSend } from './admin-client';

/** `GET /api/admin/documents`: the current version of each document, with how many signed it. */
export const adminDocumentsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'documents'],
    queryFn: () => adminGet<AdminDocuments>('/api/admin/documents'),
  });

export const useAdminDocuments = () => useQuery(adminDocumentsQuery());

/** `POST /api/admin/documents`: publishes the next version of a kind; families are asked to sign it again. */
export const publishDocument = (input: PublishDocumentRequest) =>
  adminSend<ConsentDocument>('POST', '/api/admin/documents', input);

export const usePublishDocument = () =>
  useAdminAction(publishDocument, (doc) => `${doc.title} published as version ${doc.version}`);

/** `GET /api/admin/documents/missing`: bookings with a lesson in the next two weeks and a required document unsigned. */
export const useMissingDocuments = () =>
  useQuery({
    queryKey: ['admin', 'documents', 'missing'],
    queryFn: () => adminGet<MissingDocuments>('/api/admin/documents/missing?days=14'),
  });

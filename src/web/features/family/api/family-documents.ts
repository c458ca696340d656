import { queryOptions } from '@tanstack/react-query';
import type { DocumentSignature, FamilyDocuments, SignDocumentRequest } from '@core/api/documents';
import { api } from '@web/lib/api-client';

import { FAMILY_DOCUMENTS_QUERY_KEY } from '@web/lib/saved-profile';

export { FAMILY_DOCUMENTS_QUERY_KEY };

/** `GET /api/family/documents`: the current documents and, per swimmer, what is signed. */
export const familyDocumentsQuery = () =>
  queryOptions({
    queryKey: FAMILY_DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyDocuments>('/api/family/documents', { signal }),
  });

export const signDocument = (documentId: string, body: SignDocumentRequest) =>
  api.post<DocumentSignature>(`/api/family/documents/${encodeURIComponent(documentId)}/signatures`, body);

/** The signed copy, a PDF the browser downloads with the session cookie. */
export const signedCopyUrl = (signatureId: string) =>
  `/api/family/signatures/${encodeURIComponent(signatureId)}/pdf`;

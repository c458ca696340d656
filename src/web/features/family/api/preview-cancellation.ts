import type { z } from 'zod';
import type { FamilyCancellationPreview, familyCancellationRequestSchema } from '@core/api/family';
import { api } from '@web/lib/api-client';

export type CancellationTarget = z.input<typeof familyCancellationRequestSchema>;

/** What cancelling would do now, by the owner's policy: the refund, or none, in the server's words. */
export const previewCancellation = (body: CancellationTarget) =>
  api.post<FamilyCancellationPreview>('/api/family/cancellation-preview', body);

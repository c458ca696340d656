import type { z } from 'zod';
import type { FamilySwimmerProgress, saveProgressRequestSchema } from '@core/api/family';
import { api } from '@web/lib/api-client';

/** Saves one swimmer's checked milestones (all levels at once): the list replaces what was saved. */
export const saveProgress = (swimmerKey: string, body: z.input<typeof saveProgressRequestSchema>) =>
  api.put<FamilySwimmerProgress>(`/api/family/progress/${encodeURIComponent(swimmerKey)}`, body);

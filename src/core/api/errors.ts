import { z } from 'zod';

/** Every non-2xx JSON answer of the API has this shape; the browser raises `message`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

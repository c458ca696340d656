import type { z } from 'zod';
import type { FamilySignInLinkRequest, familyMessageSchema } from '@core/api/family';
import { api } from './api-client';

/** Asks for a sign-in link by email; the answer is the same whether or not the email has lessons. */
export const requestSignInLink = (body: FamilySignInLinkRequest) =>
  api.post<z.infer<typeof familyMessageSchema>>('/api/family/sign-in-link', body);

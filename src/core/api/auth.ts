import { z } from 'zod';
import { text } from './common';

/** `GET /api/csrf-token`: the request-forgery token the browser sends back in the `x-csrf-token` header. */
export const csrfTokenResponseSchema = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/** The header every state-changing admin call carries. */
export const CSRF_HEADER = 'x-csrf-token';

/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const MAX_PASSWORD_LENGTH = 256;

/** `POST /api/admin/login` */
export const loginRequestSchema = z.object({
  username: text('Username', { max: 100, required: 'Username is required', tooLong: 'Username is too long' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  /** The new session's own token; the one fetched before login stops being accepted for admin calls. */
  csrfToken: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/admin/auth/check`: 200 with this body while signed in, 401 otherwise. */
export const authCheckResponseSchema = z.object({
  authenticated: z.literal(true),
  username: z.string(),
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

/**
 * The one error type services throw. The error handler turns it into `{ message, code, fieldErrors? }`
 * with its status; anything else becomes a 500 with a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);

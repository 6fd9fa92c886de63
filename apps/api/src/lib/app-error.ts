import { NO_ACCESS_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@casebridge/contract/access';

export const errorStatusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  validation: 422,
  too_many_requests: 429,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;
export type FieldErrors = Record<string, string[]>;

/** The one error class: a code that maps to the HTTP status, and a message fit for the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  /** A 429's `Retry-After`: seconds until the limit's window ends. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, userMessage: string, fields?: FieldErrors, retryAfterSeconds?: number) {
    super(userMessage);
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return errorStatusByCode[this.code];
  }
}

export const notFound = (what = 'The requested item was not found.') => new AppError('not_found', what);
export const conflict = (message: string) => new AppError('conflict', message);
export const forbidden = (message = NO_ACCESS_MESSAGE) => new AppError('forbidden', message);
export const unauthorized = (message = UNAUTHENTICATED_MESSAGE) => new AppError('unauthorized', message);

/** A zod parse's issues as the 422 field map: dotted paths (`user.email`), messages in order. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}

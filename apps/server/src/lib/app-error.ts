import { type ErrorCode, errorCodes, type FieldIssue } from '@paydeck/contract';

/**
 * The one error a service throws. The error handler turns it into the envelope, with the
 * message localized from the contract's catalogue using `params`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly details: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      details?: FieldIssue[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.params = options.params ?? {};
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

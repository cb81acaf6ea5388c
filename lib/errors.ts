/** The closed list of failures the domain may report; each maps to one HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldError = { field: string; messageKey: string; values?: Record<string, string | number> };

/**
 * An expected failure. `messageKey` names a text of the message catalogues so every client sees it in
 * the shopper's language; `fields` lists per-field problems of a rejected input.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly values: Record<string, string | number>;
  readonly fields: FieldError[];
  /** What the client needs besides the message (the new order summary when the amount changed). */
  readonly data: Record<string, unknown> | null;

  constructor(
    code: ErrorCode,
    messageKey: string,
    options: {
      values?: Record<string, string | number>;
      fields?: FieldError[];
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
    this.code = code;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
    this.fields = options.fields ?? [];
    this.data = options.data ?? null;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

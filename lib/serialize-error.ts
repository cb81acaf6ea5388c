export type SerializedError = {
  type: string;
  message: string;
  /** `code` itself is a redacted field name (verification codes), so the error's code travels as this. */
  errorCode?: string;
  stack?: string[];
  cause?: SerializedError;
};

const maxCauses = 3;

/**
 * An error as a log field: its type, message, code and stack frames, and its causes the same way; nothing else.
 * Database errors carry the values of the failed statement (postgres.js `parameters`, drizzle and PGlite
 * `params`, PostgreSQL's `detail`), such as a new password's hash, and drizzle also appends them to its message
 * and so to the stack's first line: the message is cut before them and the stack keeps only its frames.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name === "Error" ? error.constructor.name : error.name,
    message: error.message.split("\nparams: ")[0]?.replace(/\s+/g, " ").trim() ?? "",
    ...(typeof code === "string" || typeof code === "number" ? { errorCode: String(code) } : {}),
    stack: error.stack
      ?.split("\n")
      .filter((line) => /^\s+at /.test(line))
      .map((line) => line.trim()),
    ...(error.cause !== undefined && depth < maxCauses
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

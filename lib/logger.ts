import pino from "pino";
import { env } from "./env.ts";
import { redactedLogPaths } from "./log-redaction.ts";
import { currentRequestId } from "./request-id-context.ts";
import { serializeError } from "./serialize-error.ts";

type Fields = Record<string, unknown>;

let instance: pino.Logger | undefined;

/** Created on first use, so LOG_LEVEL is read as late as before (ADR 0037). */
function pinoLogger(): pino.Logger {
  instance ??= pino(
    {
      level: env().LOG_LEVEL,
      messageKey: "message",
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: serializeError, err: serializeError, cause: serializeError },
      redact: { paths: redactedLogPaths, censor: "[redacted]" },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    pino.multistream(
      [
        { level: "debug", stream: process.stdout },
        { level: "warn", stream: process.stderr },
      ],
      { dedupe: true },
    ),
  );
  return instance;
}

const at =
  (level: "debug" | "info" | "warn" | "error") =>
  (message: string, fields: Fields = {}) =>
    pinoLogger()[level](fields, message);

/**
 * One JSON line per call, on stdout (warnings and errors on stderr), with the id of the request being served.
 * Pass errors as they are under `error`: they are serialized without the values of a failed query. Passwords,
 * hashes, tokens, codes and cookies are redacted by field name (lib/log-redaction.ts).
 */
export const logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };

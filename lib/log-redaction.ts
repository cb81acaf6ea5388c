/** Field names whose values never reach a log line (header names as Node gives them, lower case). */
const secretFields = [
  "password",
  "newPassword",
  "oldPassword",
  "confirmPassword",
  "passwordHash",
  "hash",
  "tokenHash",
  "token",
  "sessionToken",
  "accessToken",
  "refreshToken",
  "code",
  "verificationCode",
  "captcha",
  "cookie",
  "authorization",
  "set-cookie",
  "secret",
  "clientSecret",
  "clientsecret",
  "apiKey",
  "stripe-signature",
];

const at = (field: string) => (/^\w+$/.test(field) ? `.${field}` : `["${field}"]`);

/** pino `redact` paths: each secret field at the top level and two levels down (`req.headers.cookie`). */
export const redactedLogPaths = secretFields.flatMap((field) => [
  at(field).replace(/^\./, ""),
  `*${at(field)}`,
  `*.*${at(field)}`,
]);

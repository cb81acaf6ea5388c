import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { checkPasswordPolicy } from "./check-password-policy.ts";
import { hashPassword } from "./hash-password.ts";
import { type CodePurpose, consumeVerificationCode } from "./verification-codes.ts";

/**
 * The hash of a new password, once the password meets the policy (400 on the `password` field otherwise) and
 * the mailed code for `email` and `purpose` is used up (400 on a wrong or spent code). The policy is checked
 * first, so a weak password does not cost the shopper a try of the code.
 */
export async function hashPasswordWithCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; captcha: string; password: string },
): Promise<string> {
  const refused = checkPasswordPolicy(input.password);
  if (refused)
    throw new AppError("BAD_REQUEST", refused, { fields: [{ field: "password", messageKey: refused }] });
  await consumeVerificationCode(db, { email: input.email, purpose: input.purpose, code: input.captcha });
  return hashPassword(input.password);
}

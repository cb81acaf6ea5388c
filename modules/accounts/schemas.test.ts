import { describe, expect, it } from "vitest";
import { passwordRuleProblem } from "./schemas.ts";

describe("passwordRuleProblem", () => {
  it("keeps the spec's rule: 8 to 12 letters and digits, at least one of each", () => {
    for (const good of ["Sunny2026", "a1b2c3d4", "Abcdefghij12"])
      expect(passwordRuleProblem(good, "spec")).toBeNull();
    for (const bad of ["Sun2026", "Abcdefghij123", "abcdefgh", "12345678", "Sunny 2026", "Sunny-2026", ""]) {
      expect(passwordRuleProblem(bad, "spec"), bad).toBe("i18n_form_feedback_02");
    }
  });

  it("with the ASVS policy, accepts 8 to 64 characters of any kind", () => {
    expect(passwordRuleProblem("correct horse battery", "asvs")).toBeNull();
    expect(passwordRuleProblem("ä".repeat(64), "asvs")).toBeNull();
    expect(passwordRuleProblem("short", "asvs")).toBe("i18n_error_password_length");
    expect(passwordRuleProblem("x".repeat(65), "asvs")).toBe("i18n_error_password_length");
  });
});

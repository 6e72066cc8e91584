import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "~/components/form/Form.tsx";
import { UserBadge } from "./components/UserBadge.tsx";
import { safeRedirect } from "./constants.ts";
import { ACCOUNT_SCHEMAS, profileSchema, signInSchema, signUpSchema } from "./schema.ts";
import { TEXTS } from "./texts.ts";

describe("account rules", () => {
  it("requires email and a password of at least 6 characters for sign-up; name is optional", () => {
    expect(signUpSchema.safeParse({ email: " Ann@Example.COM ", password: "123456" }).data).toEqual({
      name: "",
      email: "ann@example.com",
      password: "123456",
    });
    const short = signUpSchema.safeParse({ email: "a@b.co", password: "12345" });
    expect(short.error?.issues[0]?.message).toBe("Your password must be at least 6 characters.");
    expect(signUpSchema.safeParse({ email: "not-an-email", password: "123456" }).success).toBe(false);
    expect(signUpSchema.safeParse({ name: "x".repeat(81), email: "a@b.co", password: "123456" }).success).toBe(false);
  });

  it("requires email and password for sign-in, and never throws on odd input", () => {
    expect(signInSchema.safeParse({}).success).toBe(false);
    expect(signInSchema.safeParse({ email: ["a"], password: { x: 1 } }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });

  it("accepts only the five categories and ignores unknown fields", () => {
    expect(profileSchema.safeParse({ name: " A  B ", userCategory: "local-guide", role: "admin" }).data).toEqual({
      name: "A B",
      userCategory: "local-guide",
    });
    expect(profileSchema.safeParse({ name: "", userCategory: "admin" }).success).toBe(false);
  });

  it("keeps redirects on this site", () => {
    expect(safeRedirect("/community?sort=newest")).toBe("/community?sort=newest");
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/auth",
      "/id/auth?tab=signup",
      null,
    ]) {
      expect(safeRedirect(bad)).toBe("/community");
    }
  });
});

describe("account rules in Indonesian (issue 31)", () => {
  it("answers a bad sign-up in Indonesian on /id, in English on /", () => {
    const id = ACCOUNT_SCHEMAS.id.signUp.safeParse({ email: "a@b.co", password: "12345" });
    expect(id.error?.issues[0]?.message).toBe("Kata sandi Anda minimal 6 karakter.");
    const missing = ACCOUNT_SCHEMAS.id.signIn.safeParse({ email: "", password: "" });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      "Silakan masukkan alamat email Anda.",
      "Silakan masukkan kata sandi Anda.",
    ]);
    expect(ACCOUNT_SCHEMAS.en.signIn.safeParse({ email: "x" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address.",
    );
  });

  it("has the same rules in both editions", () => {
    const input = { name: " A  B ", userCategory: "local-guide" };
    expect(ACCOUNT_SCHEMAS.id.profile.safeParse(input).data).toEqual(ACCOUNT_SCHEMAS.en.profile.safeParse(input).data);
    expect(ACCOUNT_SCHEMAS.id.profile.safeParse({ userCategory: "admin" }).error?.issues[0]?.message).toBe(
      "Silakan pilih salah satu kategori yang tersedia.",
    );
  });
});

describe("account components", () => {
  it("shows the spec's submitting texts and disables the button", () => {
    const busy = renderToString(
      <SubmitButton busy busyText="Signing in...">
        Sign In
      </SubmitButton>,
    );
    expect(busy).toContain("Signing in...");
    expect(busy).toContain("disabled");
    expect(
      renderToString(
        <SubmitButton busy={false} busyText="Creating account...">
          Create Account
        </SubmitButton>,
      ),
    ).toContain("Create Account");
  });

  const at = (path: string, element: ReactNode) =>
    renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

  it("shows the category badge, Traveller by default, in the page's language", () => {
    expect(at("/community", <UserBadge category="local-guide" />)).toContain("Local Guide");
    expect(at("/community", <UserBadge category="nonsense" />)).toContain("Traveller");
    expect(at("/id/community", <UserBadge category="local-guide" />)).toContain("Pemandu Lokal");
    expect(at("/id/community", <UserBadge category="nonsense" />)).toContain("Pelancong");
  });

  it("has the spec's texts", () => {
    expect(TEXTS.en.accountExists).toEqual({
      title: "Account exists",
      description: "This email is already registered. Please sign in instead.",
    });
    expect(TEXTS.en.signInFailed.description).toBe("Invalid email or password. Please try again.");
    expect(TEXTS.en.emailNotConfirmed.description).toBe(
      "Please check your email and click the confirmation link before signing in.",
    );
    expect(TEXTS.en.welcome.title).toBe("Welcome!");
    expect(TEXTS.en.signedOut.title).toBe("Signed out");
    expect(TEXTS.en.accountCreated.title).toBe("Account created!");
  });
});

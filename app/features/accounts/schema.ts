import { z } from "zod";
import type { Locale } from "~/lib/locale.ts";
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USER_CATEGORIES } from "./constants.ts";
import { FIELD_ERROR_TEXTS } from "./texts.ts";

/**
 * Account input schemas, for the actions (server). Limits, categories and helpers the browser needs
 * too live in constants.ts, which does not import zod.
 */

const text = (v: unknown) => (typeof v === "string" ? v : "");

type FieldErrorTexts = (typeof FIELD_ERROR_TEXTS)[Locale];

/** Every account schema, with its messages in one language. */
function buildSchemas(t: FieldErrorTexts) {
  const emailField = z.preprocess(
    (v) => text(v).trim().toLowerCase(),
    z.string().min(1, t.emailMissing).max(254, t.emailTooLong).pipe(z.email(t.emailInvalid)),
  );
  /** For sign-in: only presence and a sane length (the server answers "Invalid email or password"). */
  const anyPassword = z.preprocess(
    text,
    z.string().min(1, t.passwordMissing).max(MAX_PASSWORD_LENGTH, t.passwordTooLong),
  );
  const newPasswordField = z.preprocess(
    text,
    z
      .string()
      .min(1, t.newPasswordMissing)
      .min(MIN_PASSWORD_LENGTH, t.newPasswordTooShort(MIN_PASSWORD_LENGTH))
      .max(MAX_PASSWORD_LENGTH, t.newPasswordTooLong(MAX_PASSWORD_LENGTH)),
  );
  const nameField = z.preprocess(
    (v) => text(v).trim().replace(/\s+/g, " "),
    z
      .string()
      .max(MAX_NAME_LENGTH, t.nameTooLong(MAX_NAME_LENGTH))
      .refine((v) => !/[\p{Cc}<>]/u.test(v), t.nameCharacters),
  );
  return {
    emailField,
    newPasswordField,
    nameField,
    signIn: z.object({ email: emailField, password: anyPassword }),
    signUp: z.object({ name: nameField, email: emailField, password: newPasswordField }),
    emailOnly: z.object({ email: emailField }),
    resetPassword: z.object({
      token: z.preprocess(text, z.string().min(1, t.resetTokenMissing).max(500)),
      password: newPasswordField,
    }),
    profile: z.object({
      name: nameField,
      userCategory: z.preprocess(
        (v) => (v === undefined || v === "" ? "traveller" : v),
        z.enum(USER_CATEGORIES, { message: t.categoryInvalid }),
      ),
    }),
    passwordChange: z.object({ currentPassword: anyPassword, newPassword: newPasswordField }),
  };
}

/** The account schemas of each edition: `ACCOUNT_SCHEMAS[locale].signIn` (messages in the page's language). */
export const ACCOUNT_SCHEMAS: Readonly<Record<Locale, ReturnType<typeof buildSchemas>>> = {
  en: buildSchemas(FIELD_ERROR_TEXTS.en),
  id: buildSchemas(FIELD_ERROR_TEXTS.id),
};

/** The English schemas under their names (scripts and tests). */
export const { emailField, newPasswordField, nameField } = ACCOUNT_SCHEMAS.en;
export const signInSchema = ACCOUNT_SCHEMAS.en.signIn;
export type SignInInput = z.infer<typeof signInSchema>;
export const signUpSchema = ACCOUNT_SCHEMAS.en.signUp;
export type SignUpInput = z.infer<typeof signUpSchema>;
export const emailOnlySchema = ACCOUNT_SCHEMAS.en.emailOnly;
export const resetPasswordSchema = ACCOUNT_SCHEMAS.en.resetPassword;
export const profileSchema = ACCOUNT_SCHEMAS.en.profile;
export type ProfileInput = z.infer<typeof profileSchema>;
export const passwordChangeSchema = ACCOUNT_SCHEMAS.en.passwordChange;

/** The first message per field, for showing next to the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

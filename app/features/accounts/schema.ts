import { z } from "zod";
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USER_CATEGORIES } from "./constants.ts";
import { FIELD_ERROR_TEXTS } from "./texts.ts";

/**
 * Account input schemas, for the actions (server). Limits, categories and helpers the browser needs
 * too live in constants.ts, which does not import zod.
 */

const text = (v: unknown) => (typeof v === "string" ? v : "");

export const emailField = z.preprocess(
  (v) => text(v).trim().toLowerCase(),
  z
    .string()
    .min(1, FIELD_ERROR_TEXTS.emailMissing)
    .max(254, FIELD_ERROR_TEXTS.emailTooLong)
    .pipe(z.email(FIELD_ERROR_TEXTS.emailInvalid)),
);

/** For sign-in: only presence and a sane length (the server answers "Invalid email or password"). */
const anyPassword = z.preprocess(
  text,
  z.string().min(1, FIELD_ERROR_TEXTS.passwordMissing).max(MAX_PASSWORD_LENGTH, FIELD_ERROR_TEXTS.passwordTooLong),
);

export const newPasswordField = z.preprocess(
  text,
  z
    .string()
    .min(1, FIELD_ERROR_TEXTS.newPasswordMissing)
    .min(MIN_PASSWORD_LENGTH, FIELD_ERROR_TEXTS.newPasswordTooShort(MIN_PASSWORD_LENGTH))
    .max(MAX_PASSWORD_LENGTH, FIELD_ERROR_TEXTS.newPasswordTooLong(MAX_PASSWORD_LENGTH)),
);

export const nameField = z.preprocess(
  (v) => text(v).trim().replace(/\s+/g, " "),
  z
    .string()
    .max(MAX_NAME_LENGTH, FIELD_ERROR_TEXTS.nameTooLong(MAX_NAME_LENGTH))
    .refine((v) => !/[\p{Cc}<>]/u.test(v), FIELD_ERROR_TEXTS.nameCharacters),
);

export const signInSchema = z.object({ email: emailField, password: anyPassword });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({ name: nameField, email: emailField, password: newPasswordField });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.preprocess(text, z.string().min(1, FIELD_ERROR_TEXTS.resetTokenMissing).max(500)),
  password: newPasswordField,
});

export const profileSchema = z.object({
  name: nameField,
  userCategory: z.preprocess(
    (v) => (v === undefined || v === "" ? "traveller" : v),
    z.enum(USER_CATEGORIES, { message: FIELD_ERROR_TEXTS.categoryInvalid }),
  ),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: anyPassword,
  newPassword: newPasswordField,
});

/** The first message per field, for showing next to the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

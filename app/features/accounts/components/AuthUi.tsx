import type { InputHTMLAttributes, ReactNode } from "react";
import { FORM_FAILED } from "../constants.ts";

/** Small form pieces shared by /auth, its sub-pages and /account (plain HTML forms first). */

/**
 * The data attributes that hand a form of the sign-in pages to the form script (app/enhance/forms.js,
 * ADR 0020): sent with fetch, the answer's toast shown in place, its text when no answer arrives.
 */
export const enhancedForm = {
  "data-enhance-form": "",
  "data-error-title": FORM_FAILED.title,
  "data-error-description": FORM_FAILED.description,
} as const;

export function AuthCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>{children}</div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  idPrefix?: string;
};

export function Field({ label, name, error, hint, idPrefix = "", ...input }: FieldProps) {
  const id = `${idPrefix}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/30 focus:outline-none ${
          error ? "border-coral-600" : "border-slate-300"
        }`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  children,
  busy = false,
  busyText,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  /** Pressed and waiting (hydrated pages); on other pages the form script shows busyText instead. */
  busy?: boolean;
  busyText: string;
  name?: string;
  value?: string;
  variant?: "primary" | "danger" | "outline";
}) {
  const colours =
    variant === "danger"
      ? "bg-coral-700 text-white hover:bg-coral-700/90"
      : variant === "outline"
        ? "border border-ocean-700 text-ocean-800 hover:bg-ocean-50"
        : "bg-ocean-700 text-white hover:bg-ocean-800";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
      data-pending-text={busyText}
      className={`inline-flex w-full items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-70 ${colours}`}
    >
      {busy ? busyText : children}
    </button>
  );
}

/** A message box for a form's outcome (visible without JavaScript; announced when it appears). */
export function FormMessage({
  title,
  description,
  tone = "error",
  children,
}: {
  title: string;
  description?: string;
  tone?: "error" | "success";
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 ${
        tone === "error" ? "border-coral-400 bg-coral-100 text-coral-700" : "border-teal-100 bg-teal-50 text-teal-800"
      }`}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1 text-sm">{description}</p> : null}
      {children}
    </div>
  );
}

/**
 * A form's message, unless the same text is already shown under one of its fields: each message is
 * shown once (issue 19), and the field is where it helps. The form script applies the same rule.
 */
export function unlessAtField<T extends { description?: string }>(
  toast: T | undefined,
  errors: Record<string, string> | undefined,
): T | undefined {
  if (!toast?.description || !errors) return toast;
  return Object.values(errors).includes(toast.description) ? undefined : toast;
}

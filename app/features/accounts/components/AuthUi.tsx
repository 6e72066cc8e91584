import type { InputHTMLAttributes, ReactNode } from "react";

/** Small form pieces shared by /auth, its sub-pages and /account (plain HTML forms first). */

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
  busy,
  busyText,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  busy: boolean;
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

import type { ReactNode } from "react";

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

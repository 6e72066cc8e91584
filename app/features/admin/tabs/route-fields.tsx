import type { ReactNode } from "react";
import { errorFor } from "~/features/route-edits/form.ts";

/**
 * The Routes tab's form controls: a label, the control, an optional hint, and the server's message
 * for that field (linked with aria-describedby, the control marked aria-invalid). Field names are
 * the content schema's paths, so a message lands next to its field.
 */

export type FieldState = { values: Record<string, string>; errors: Record<string, string> | null | undefined };

const control = "mt-1 block w-full rounded border px-2 py-1 text-sm";
const fieldId = (name: string) => `route-${name.replaceAll(".", "-")}`;

function Wrap({
  name,
  label,
  hint,
  error,
  children,
  wide,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = fieldId(name);
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function aria(name: string, hint?: string, error?: string) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: `${control} ${error ? "border-red-700" : "border-slate-300"}`,
  };
}

export function TextField({
  state,
  name,
  label,
  hint,
  type = "text",
  wide,
  errorKey,
  lang,
}: {
  state: FieldState;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "date" | "number";
  wide?: boolean;
  /** Where the schema reports this field's problems, when not at its name (a group). */
  errorKey?: string;
  /** The language of what is typed, when not the dashboard's (an Indonesian twin). */
  lang?: string;
}) {
  const error = errorFor(state.errors ?? undefined, errorKey ?? name);
  return (
    <Wrap name={name} label={label} hint={hint} error={error} wide={wide}>
      <input type={type} lang={lang} defaultValue={state.values[name] ?? ""} {...aria(name, hint, error)} />
    </Wrap>
  );
}

export function TextArea({
  state,
  name,
  label,
  hint,
  lang,
}: {
  state: FieldState;
  name: string;
  label: string;
  hint?: string;
  /** The language of the text typed in, when not the page's (a screen reader and spell checker use it). */
  lang?: string;
}) {
  const error = errorFor(state.errors ?? undefined, name);
  return (
    <Wrap name={name} label={label} hint={hint} error={error} wide>
      <textarea rows={3} lang={lang} defaultValue={state.values[name] ?? ""} {...aria(name, hint, error)} />
    </Wrap>
  );
}

export function SelectField({
  state,
  name,
  label,
  options,
  hint,
}: {
  state: FieldState;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  const error = errorFor(state.errors ?? undefined, name);
  return (
    <Wrap name={name} label={label} hint={hint} error={error}>
      <select defaultValue={state.values[name] ?? ""} {...aria(name, hint, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

export function CheckField({ state, name, label }: { state: FieldState; name: string; label: string }) {
  const error = errorFor(state.errors ?? undefined, name);
  const id = fieldId(name);
  return (
    <div>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          defaultChecked={state.values[name] === "1"}
          className="size-4"
        />
        {label}
      </label>
      {error ? <p className="mt-0.5 text-xs font-semibold text-red-800">{error}</p> : null}
    </div>
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-ocean-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The form's refusal, when the last save was refused: its messages and the admin's input. */
export type RefusedForm = { fieldErrors: Record<string, string> | null; values: Record<string, string> | null };

import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ToastNotice, useToastFromData } from "~/components/Toaster.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { HONEYPOT_FIELD } from "~/features/newsletter/constants.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { type FormActionData, type RouteOptionGroup, SUBMITTING_TEXT, VIA_FETCHER } from "../constants.ts";

/**
 * Pieces of the public forms (/submit-update, /partners, /contact). Each form is a fetcher form:
 * without JavaScript it is a plain POST to the route's action (which redirects back with a toast, or
 * re-renders the page with the messages); with JavaScript it stays on the page, shows a toast,
 * disables its button while sending and resets after success.
 */

export function usePublicForm(actionData: FormActionData | undefined) {
  const fetcher = useFetcher<FormActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";
  useToastFromData(fetcher.data?.toast);

  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (fetcher.data.ok) {
      formRef.current?.reset();
    } else {
      // Move focus to the first field that needs attention.
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  }, [fetcher.data, fetcher.state]);

  return { fetcher, formRef, hydrated, busy, errors: result?.fieldErrors ?? {}, values: result?.values ?? {} };
}

/** Hidden fields every public form carries: the fetcher marker (JavaScript only) and the honeypot. */
export function FormPlumbing({ hydrated }: { hydrated: boolean }) {
  return (
    <>
      {hydrated ? <input type="hidden" name="via" value={VIA_FETCHER} /> : null}
      <Honeypot />
    </>
  );
}

/** A field people never see or reach (hidden from view, from screen readers and from the tab order). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The no-JavaScript outcome of the last submission (hydrated pages show it as a toast instead). */
export function NoScriptNotice({ actionData }: { actionData: FormActionData | undefined }) {
  return <ToastNotice toast={actionData?.toast} />;
}

const controlClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/30 focus:outline-none ${
    error ? "border-coral-600" : "border-slate-300"
  }`;

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  defaultValue?: string;
  className?: string;
};

function FieldShell({
  name,
  label,
  required,
  error,
  hint,
  className = "",
  children,
}: FieldProps & { children: (props: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-coral-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy })}
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

export function TextField({
  type = "text",
  maxLength,
  autoComplete,
  placeholder,
  ...props
}: FieldProps & { type?: string; maxLength?: number; autoComplete?: string; placeholder?: string }) {
  return (
    <FieldShell {...props}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={props.name}
          type={type}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          defaultValue={props.defaultValue}
          maxLength={maxLength}
          autoComplete={autoComplete}
          placeholder={placeholder}
          className={controlClass(props.error)}
        />
      )}
    </FieldShell>
  );
}

export function TextArea({ rows = 5, maxLength, ...props }: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <FieldShell {...props}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={props.name}
          rows={rows}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          defaultValue={props.defaultValue}
          maxLength={maxLength}
          className={controlClass(props.error)}
        />
      )}
    </FieldShell>
  );
}

/** A select with the `groups` (as <optgroup>s) first, then the plain `options`. */
export function SelectField({
  options,
  groups = [],
  placeholder,
  ...props
}: FieldProps & { options: readonly string[]; groups?: readonly RouteOptionGroup[]; placeholder: string }) {
  return (
    <FieldShell {...props}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={props.name}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          defaultValue={props.defaultValue ?? ""}
          className={controlClass(props.error)}
        >
          <option value="">{placeholder}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function SubmitButton({
  busy,
  busyText = SUBMITTING_TEXT,
  children,
}: {
  busy: boolean;
  busyText?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} className={buttonClass("primary", "w-full sm:w-auto disabled:opacity-70")}>
      {busy ? busyText : children}
    </button>
  );
}

import type { ReactNode } from "react";
import { type Toast, ToastNotice } from "~/components/Toaster.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { Honeypot } from "~/features/newsletter/components/Honeypot.tsx";
import {
  type FormActionData,
  formTexts,
  type OneOfRule,
  REQUIRED_FIELD_MESSAGE,
  type RouteOptionGroup,
  SUBMITTING_TEXT,
  VIA_FETCHER,
} from "../constants.ts";

/**
 * Pieces of the public forms (/submit-update, /partners, /contact). The pages are not hydrated
 * (ADR 0020): each form is a plain POST to the route's action, which redirects back with a flash
 * toast or renders the page again with the messages and the values typed. The form script
 * (app/enhance/forms.js) takes it over where JavaScript runs: it reads the texts below from the
 * form's data attributes, checks the required fields, sends with fetch, shows the answer's toast,
 * disables the button meanwhile (its data-pending-text) and resets the form after success.
 */

/** The messages and values of a submission made without the script (the page rendered again). */
export function formState(actionData: FormActionData | undefined) {
  return { errors: actionData?.fieldErrors ?? {}, values: actionData?.values ?? {} };
}

/** The form element with what the form script needs: the "Missing Information" toast, the failure text. */
export function PublicForm({
  action,
  missing,
  oneOf,
  className,
  children,
}: {
  action: string;
  missing: Toast;
  oneOf?: OneOfRule;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      className={className}
      data-enhance-form=""
      data-via={VIA_FETCHER}
      data-missing-title={missing.title}
      data-missing-description={missing.description}
      data-required-message={REQUIRED_FIELD_MESSAGE}
      data-one-of={oneOf?.fields.join(" ")}
      data-one-of-title={oneOf?.missing.title}
      data-one-of-description={oneOf?.missing.description}
      data-one-of-message={oneOf?.fieldError}
      data-error-title={formTexts.error.title}
      data-error-description={formTexts.error.description}
    >
      <Honeypot />
      {children}
    </form>
  );
}

/** The outcome of the last submission made without the script (with it, the script shows a toast). */
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

export function SubmitButton({ busyText = SUBMITTING_TEXT, children }: { busyText?: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      data-pending-text={busyText}
      className={buttonClass("primary", "w-full sm:w-auto disabled:opacity-70")}
    >
      {children}
    </button>
  );
}

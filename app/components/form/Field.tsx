import type { ReactNode } from "react";

/**
 * The one set of form fields (ADR 0033): a label, the control, a hint and the field's error under it.
 * The control says it is invalid (aria-invalid) and names the hint and the error (aria-describedby),
 * so a screen reader reads the message with the field. The error's element id is the control's id
 * plus "-error": the form script (app/enhance/forms.js) finds, replaces and removes messages by it.
 * Values typed before a refused submit come back as `defaultValue` (the page rendered again).
 */

/** The control's look; a field with an error has a coral border (the form script swaps it back). */
export const controlClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/30 focus:outline-none ${
    error ? "border-coral-600" : "border-slate-300"
  }`;

export type FieldProps = {
  name: string;
  label: string;
  /** The control's id; `field-<name>` unless a page has two forms with the same field names. */
  id?: string;
  required?: boolean;
  /** The asterisk after a required field's label (forms that show the required-fields note). */
  markRequired?: boolean;
  error?: string;
  hint?: ReactNode;
  defaultValue?: string;
  /** Classes of the field's wrapper (e.g. its grid column). */
  className?: string;
};

type Described = { id: string; describedBy: string | undefined; invalid: true | undefined };

/** The label, hint and error around a control; `children` renders the control with its ids. */
export function FieldShell({
  name,
  label,
  id = `field-${name}`,
  required,
  markRequired = true,
  error,
  hint,
  className = "",
  children,
}: FieldProps & { children: (described: Described) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && markRequired ? (
          <span className="text-coral-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's message (also for a control that is not built by the kit, e.g. a checkbox). */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-coral-700">
      {error}
    </p>
  ) : null;
}

type InputOptions = {
  type?: string;
  maxLength?: number;
  minLength?: number;
  autoComplete?: string;
  placeholder?: string;
  accept?: string;
};

export function TextField({
  type = "text",
  maxLength,
  minLength,
  autoComplete,
  placeholder,
  accept,
  ...props
}: FieldProps & InputOptions) {
  return (
    <FieldShell {...props}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={props.name}
          type={type}
          required={props.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          defaultValue={props.defaultValue}
          maxLength={maxLength}
          minLength={minLength}
          autoComplete={autoComplete}
          placeholder={placeholder}
          accept={accept}
          className={controlClass(props.error)}
        />
      )}
    </FieldShell>
  );
}

export function TextArea({ rows = 5, maxLength, ...props }: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <FieldShell {...props}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={props.name}
          rows={rows}
          required={props.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          defaultValue={props.defaultValue}
          maxLength={maxLength}
          className={controlClass(props.error)}
        />
      )}
    </FieldShell>
  );
}

export type Choice = { value: string; label: string };
export type ChoiceGroup = { label: string; options: readonly Choice[] };

const asChoice = (option: string | Choice): Choice =>
  typeof option === "string" ? { value: option, label: option } : option;

/** A select: an empty first choice (`placeholder`, if given), the `groups` as <optgroup>s, then `options`. */
export function SelectField({
  options,
  groups = [],
  placeholder,
  ...props
}: FieldProps & { options: readonly (string | Choice)[]; groups?: readonly ChoiceGroup[]; placeholder?: string }) {
  return (
    <FieldShell {...props}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={props.name}
          required={props.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          defaultValue={props.defaultValue ?? ""}
          className={controlClass(props.error)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
          {options.map(asChoice).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

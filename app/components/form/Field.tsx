import type { ReactNode } from "react";

/**
 * The one set of form fields (ADR 0033): a label, the control, a hint and the field's error under it.
 * The control says it is invalid (aria-invalid) and names the hint and the error (aria-describedby),
 * so a screen reader reads the message with the field. The error's element id is the control's id
 * plus "-error": the form script (app/enhance/forms.js) finds, replaces and removes messages by it.
 * Values typed before a refused submit come back as `defaultValue` (the page rendered again).
 */

/**
 * Where a field sits: "page" on the public forms; "card" in the sign-in and account cards (white
 * already, so no background of its own); "light" and "dark" the newsletter's compact fields on a
 * light or a dark ground (footer).
 */
export type FieldLook = "page" | "card" | "light" | "dark";

const focusRing = "focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/30 focus:outline-none";
const errorBorder = (error: string | undefined) => (error ? "border-coral-600" : "border-slate-300");
const compactControl = "block w-full rounded-lg border px-3 py-2 shadow-sm focus:ring-2 focus:outline-none";

/** The control's look; a field with an error has a coral border (the form script swaps it back). */
export const controlClass = (error: string | undefined, look: FieldLook = "page") => {
  switch (look) {
    case "card":
      return `block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm ${focusRing} ${errorBorder(error)}`;
    case "light":
      return `${compactControl} border-slate-300 bg-white text-slate-900 focus:border-ocean-600 focus:ring-ocean-600/30`;
    case "dark":
      return `${compactControl} border-ocean-700 bg-ocean-800 text-white placeholder:text-ocean-200 focus:border-teal-100 focus:ring-teal-100/40`;
    default:
      return `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${focusRing} ${errorBorder(error)}`;
  }
};

const shellClass = (look: FieldLook, className: string) => {
  if (look === "page") return `space-y-1.5 ${className}`;
  const base = look === "card" ? "space-y-1.5" : "space-y-1";
  return className ? `${base} ${className}` : base;
};

const labelClass = (look: FieldLook) =>
  `block text-sm font-semibold ${look === "dark" ? "text-sand-100" : "text-slate-800"}`;

export type FieldProps = {
  name: string;
  label: string;
  /** The control's id; `field-<name>` unless a page has two forms with the same field names. */
  id?: string;
  required?: boolean;
  /** The asterisk after a required field's label (forms that show the required-fields note; "page" fields by default). */
  markRequired?: boolean;
  error?: string;
  hint?: ReactNode;
  defaultValue?: string;
  /** Classes of the field's wrapper (e.g. its grid column). */
  className?: string;
  look?: FieldLook;
  /** Said after the label of a field that may stay empty, e.g. "(optional)". */
  optionalText?: string;
};

type Described = { id: string; describedBy: string | undefined; invalid: true | undefined };

/** The label, hint and error around a control; `children` renders the control with its ids. */
export function FieldShell({
  name,
  label,
  id = `field-${name}`,
  required,
  look = "page",
  markRequired = look === "page",
  error,
  hint,
  className = "",
  optionalText,
  children,
}: FieldProps & { children: (described: Described) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={shellClass(look, className)}>
      <label htmlFor={id} className={labelClass(look)}>
        {optionalText ? `${label} ` : label}
        {optionalText ? <span className="font-normal">{optionalText}</span> : null}
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
  /** Shown beside the control in one row (from the small breakpoint up): a submit button. */
  beside?: ReactNode;
};

type InputProps = FieldProps & Omit<InputOptions, "beside"> & Described;

/** The input of a page or compact field. */
function PageInput({ id, describedBy, invalid, look, type = "text", ...props }: InputProps) {
  return (
    <input
      id={id}
      name={props.name}
      type={type}
      required={props.required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      defaultValue={props.defaultValue}
      maxLength={props.maxLength}
      minLength={props.minLength}
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      accept={props.accept}
      className={controlClass(props.error, look)}
    />
  );
}

/** The input of a card field: the sign-in pages' attribute order (their HTML as it was before the kit). */
function CardInput({ id, describedBy, invalid, type = "text", ...props }: InputProps) {
  return (
    <input
      id={id}
      name={props.name}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className={controlClass(props.error, "card")}
      type={type}
      accept={props.accept}
      autoComplete={props.autoComplete}
      required={props.required}
      maxLength={props.maxLength}
      minLength={props.minLength}
      placeholder={props.placeholder}
      defaultValue={props.defaultValue}
    />
  );
}

export function TextField({ beside, ...props }: FieldProps & InputOptions) {
  return (
    <FieldShell {...props}>
      {(described) => {
        const input =
          props.look === "card" ? <CardInput {...props} {...described} /> : <PageInput {...props} {...described} />;
        return beside ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            {input}
            {beside}
          </div>
        ) : (
          input
        );
      }}
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
          className={controlClass(props.error, props.look)}
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
          className={controlClass(props.error, props.look)}
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

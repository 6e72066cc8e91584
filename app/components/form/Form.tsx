import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/index.tsx";
import type { Toast } from "~/lib/toast.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { HONEYPOT_FIELD, HONEYPOT_LABEL } from "./texts.ts";

/**
 * The form element and its pieces (ADR 0033). Every public form is a plain POST that works without
 * JavaScript: the action answers with a redirect and a flash toast, or renders the page again with the
 * messages next to the fields and the values typed. Where JavaScript runs, the form script
 * (app/enhance/forms.js, ADR 0020) takes over the forms marked with `data-enhance-form`: it reads the
 * texts below from the form's data attributes, checks the required fields, sends with fetch, shows the
 * answer's toast, and disables the submit button meanwhile, showing its data-pending-text.
 */

/** What the form says when no answer arrives (network down, a proxy's error page). */
export type FailureTexts = { title: string; description: string };

/** The data attributes that hand a form to the form script, with its failure text. */
export function enhancedForm(failure: FailureTexts) {
  return {
    "data-enhance-form": "",
    "data-error-title": failure.title,
    "data-error-description": failure.description,
  } as const;
}

/** Two fields of which one is needed: the toast and field message when both are empty. */
export type OneOfRule = { fields: readonly string[]; missing: Toast; fieldError: string };

export type PublicFormTexts = {
  /** The toast when required fields are empty, and the message under each. */
  missing: Toast;
  requiredMessage: string;
  failure: FailureTexts;
};

/** A public form (contact, updates, partners): the form script's texts and the honeypot. */
export function PublicForm({
  action,
  texts,
  via,
  oneOf,
  className,
  children,
}: {
  action: string;
  texts: PublicFormTexts;
  /** Sent as `via` by the form script, so the action answers with JSON. */
  via: string;
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
      data-via={via}
      data-missing-title={texts.missing.title}
      data-missing-description={texts.missing.description}
      data-required-message={texts.requiredMessage}
      data-one-of={oneOf?.fields.join(" ")}
      data-one-of-title={oneOf?.missing.title}
      data-one-of-description={oneOf?.missing.description}
      data-one-of-message={oneOf?.fieldError}
      data-error-title={texts.failure.title}
      data-error-description={texts.failure.description}
    >
      <Honeypot />
      {children}
    </form>
  );
}

/** A field people never see or reach (hidden from view, from screen readers and from the tab order). */
export function Honeypot() {
  const label = useTexts(HONEYPOT_LABEL);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * What a refused submit renders again without the script: the message of each field and the values
 * typed (a refusal's answer, ADR 0033; a success has neither).
 */
export function keptInput(
  answer: { ok: boolean; fieldErrors?: Record<string, string>; values?: Record<string, string> } | undefined,
) {
  return { errors: answer?.fieldErrors ?? {}, values: answer?.values ?? {} };
}

/** The note above a form whose required fields carry an asterisk. */
export function RequiredFieldsNote({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-slate-600">{children}</p>;
}

type ButtonLook = "page" | "primary" | "danger" | "outline" | "light" | "dark";

const blockColours: Record<"primary" | "danger" | "outline", string> = {
  primary: "bg-ocean-700 text-white hover:bg-ocean-800",
  danger: "bg-coral-700 text-white hover:bg-coral-700/90",
  outline: "border border-ocean-700 text-ocean-800 hover:bg-ocean-50",
};

/** The compact button beside a field (`TextField`'s `beside`), on a light or a dark ground. */
const besideColours: Record<"light" | "dark", string> = {
  light: "bg-ocean-700 text-white hover:bg-ocean-800",
  dark: "bg-teal-100 text-ocean-900 hover:bg-white",
};

const buttonLook = (look: ButtonLook) => {
  if (look === "page") return buttonClass("primary", "w-full sm:w-auto disabled:opacity-70");
  if (look === "light" || look === "dark") {
    return `inline-flex shrink-0 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold shadow-sm transition-colors disabled:opacity-70 ${besideColours[look]}`;
  }
  return `inline-flex w-full items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-70 ${blockColours[look]}`;
};

/**
 * The submit button: the form script shows `busyText` while sending; a hydrated page passes `busy`.
 * "page" is the public pages' button; "primary", "danger" and "outline" fill the width of a card
 * (sign-in, account); "light" and "dark" sit beside a compact field (the newsletter's email row).
 */
export function SubmitButton({
  children,
  busyText,
  busy = false,
  name,
  value,
  look = "primary",
}: {
  children: ReactNode;
  /** Undefined: the button keeps its text while sending. */
  busyText: string | undefined;
  busy?: boolean;
  name?: string;
  value?: string;
  look?: ButtonLook;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
      data-pending-text={busyText}
      className={buttonLook(look)}
    >
      {busy ? busyText : children}
    </button>
  );
}

import { useLocation } from "react-router";
import { Honeypot } from "~/components/form/Form.tsx";
import type { NewsletterSource } from "../constants.ts";
import { NEWSLETTER_FORM_TEXTS, newsletterTexts, SUBSCRIBING_TEXT } from "../texts.ts";

/**
 * A newsletter signup form (footer, home, blog). A plain HTML form posting to /newsletter, because
 * these pages are not hydrated (ADR 0002): without JavaScript the action redirects back here with a
 * toast; with it, app/enhance/enhance.js sends it with fetch and shows the answer in the live region.
 * The form carries its own failure text (data-error-title, data-error-description) for the case
 * where no JSON answer arrives (network down, a proxy's error page), so each form says its own words.
 */

type Tone = "dark" | "light";

const styles: Record<Tone, { label: string; input: string; button: string; status: string }> = {
  dark: {
    label: "text-sand-100",
    input:
      "border-ocean-700 bg-ocean-800 text-white placeholder:text-ocean-200 focus:border-teal-100 focus:ring-teal-100/40",
    button: "bg-teal-100 text-ocean-900 hover:bg-white",
    status: "text-sand-100",
  },
  light: {
    label: "text-slate-800",
    input: "border-slate-300 bg-white text-slate-900 focus:border-ocean-600 focus:ring-ocean-600/30",
    button: "bg-ocean-700 text-white hover:bg-ocean-800",
    status: "text-slate-800",
  },
};

export function NewsletterForm({
  source,
  tone = "light",
  withName = false,
  buttonText = NEWSLETTER_FORM_TEXTS.subscribe,
  emailLabel = NEWSLETTER_FORM_TEXTS.emailLabel,
  returnTo: returnToOverride,
  defaultEmail,
  defaultName,
  idPrefix = "newsletter",
}: {
  source: NewsletterSource;
  tone?: Tone;
  withName?: boolean;
  buttonText?: string;
  emailLabel?: string;
  /** Where to come back after a signup without JavaScript; defaults to the current page. */
  returnTo?: string;
  defaultEmail?: string;
  defaultName?: string;
  /** Element ids start with this (a second form of one source on a page needs its own). */
  idPrefix?: string;
}) {
  const location = useLocation();
  // Prerendering may see "/planning/": come back to the canonical "/planning".
  const returnTo = returnToOverride ?? `${location.pathname.replace(/(.)\/+$/, "$1")}${location.search}`;
  const s = styles[tone];
  const id = `${idPrefix}-${source}`;
  const failure = newsletterTexts[source].error;
  const inputClass = `block w-full rounded-lg border px-3 py-2 shadow-sm focus:ring-2 focus:outline-none ${s.input}`;
  return (
    <form
      method="post"
      action="/newsletter"
      data-newsletter={source}
      data-error-title={failure.title}
      data-error-description={failure.description}
      className="relative space-y-3"
      aria-describedby={`${id}-status`}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Honeypot />
      {withName ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className={`block text-sm font-semibold ${s.label}`}>
            {`${NEWSLETTER_FORM_TEXTS.nameLabel} `}
            <span className="font-normal">{NEWSLETTER_FORM_TEXTS.optional}</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            maxLength={100}
            autoComplete="name"
            defaultValue={defaultName}
            className={inputClass}
          />
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${s.label}`}>
          {emailLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={defaultEmail}
            placeholder={NEWSLETTER_FORM_TEXTS.emailPlaceholder}
            className={inputClass}
          />
          <button
            type="submit"
            data-pending-text={source === "footer" ? SUBSCRIBING_TEXT : undefined}
            className={`inline-flex shrink-0 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold shadow-sm transition-colors disabled:opacity-70 ${s.button}`}
          >
            {buttonText}
          </button>
        </div>
      </div>
      <div id={`${id}-status`} data-newsletter-status aria-live="polite" className={`text-sm ${s.status}`} />
    </form>
  );
}

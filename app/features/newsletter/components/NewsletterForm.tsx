import { useLocation } from "react-router";
import { TextField } from "~/components/form/Field.tsx";
import { Honeypot, SubmitButton } from "~/components/form/Form.tsx";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
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

const STATUS_CLASS: Record<Tone, string> = { dark: "text-sand-100", light: "text-slate-800" };

export function NewsletterForm({
  source,
  tone = "light",
  withName = false,
  buttonText,
  emailLabel,
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
  const id = `${idPrefix}-${source}`;
  const t = useTexts(NEWSLETTER_FORM_TEXTS);
  const failure = useTexts(newsletterTexts)[source].error;
  const subscribing = useTexts(SUBSCRIBING_TEXT);
  const localized = useLocalizedPath();
  return (
    <form
      method="post"
      action={localized("/newsletter")}
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
        <TextField
          id={`${id}-name`}
          name="name"
          label={t.nameLabel}
          optionalText={t.optional}
          look={tone}
          maxLength={100}
          autoComplete="name"
          defaultValue={defaultName}
        />
      ) : null}
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={emailLabel ?? t.emailLabel}
        look={tone}
        required
        maxLength={254}
        autoComplete="email"
        defaultValue={defaultEmail}
        placeholder={t.emailPlaceholder}
        beside={
          <SubmitButton look={tone} busyText={source === "footer" ? subscribing : undefined}>
            {buttonText ?? t.subscribe}
          </SubmitButton>
        }
      />
      <div id={`${id}-status`} data-newsletter-status aria-live="polite" className={`text-sm ${STATUS_CLASS[tone]}`} />
    </form>
  );
}
